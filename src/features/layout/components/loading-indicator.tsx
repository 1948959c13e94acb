import { useLingui } from '@lingui/react/macro'
import { useIsMutating } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { PROGRESS_BAR_MS } from '~/lib/limits'

/**
 * docs/product.md, Pages / How things behave / Numbers and limits: a progress bar while a navigation loads (it creeps to 90% over 5000 ms, then waits), and a
 * loading overlay while a blocking mutation runs: features opt in with `useMutation({ meta: { overlay: true } })`.
 */
export function LoadingIndicator() {
  const { t } = useLingui()
  const navigating = useRouterState({ select: (s) => s.status === 'pending' })
  const blocking = useIsMutating({ predicate: (m) => m.meta?.overlay === true }) > 0
  return (
    <>
      <div
        className={`progress-bar${navigating ? ' is-active' : ''}`}
        style={{ '--progress-ms': `${PROGRESS_BAR_MS}ms` } as CSSProperties}
        role="progressbar"
        aria-hidden={!navigating}
        aria-label={t`Cargando`}
      />
      {blocking ? (
        <div className="loading-overlay" role="status" aria-live="polite">
          <span className="loading-overlay__spinner" aria-hidden="true" />
          <span className="visually-hidden">{t`Cargando`}</span>
        </div>
      ) : null}
    </>
  )
}
