import { Suspense, createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Failure } from './error-dialog'
import { OnDemandBoundary, Unavailable, onDemand } from './on-demand'

// docs/product.md, Errors: the generic error modal 'Ha ocurrido un error'. Any feature calls
// `const showError = useErrorModal(); showError(err)`; the body follows the catalogue's order (./error-dialog.tsx).

// Every page provides it, few show it: the dialog's code, and the rules that word its message, are fetched when the
// first error is shown, like the Radix dialog it opens (docs/decisions/019-what-loads-first.md).
const errorDialog = onDemand(() => import('./error-dialog').then((module) => module.ErrorDialog))
const ErrorDialog = errorDialog.Component

type ShowError = (error: unknown, fallback?: string) => void

const ErrorModalContext = createContext<ShowError>(() => undefined)

export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [failure, setFailure] = useState<Failure | null>(null)
  // Once shown, the dialog stays mounted (closed), as it was before its code moved out: Radix's exit behaviour.
  const [shown, setShown] = useState(false)
  const show = useCallback<ShowError>((error, fallback) => {
    void errorDialog.preload().catch(() => undefined)
    setFailure({ error, fallback })
    setShown(true)
  }, [])
  const value = useMemo(() => show, [show])
  return (
    <ErrorModalContext.Provider value={value}>
      {children}
      {shown ? (
        <OnDemandBoundary fallback={failure !== null ? <Unavailable floating /> : null}>
          <Suspense fallback={null}>
            <ErrorDialog failure={failure} onClose={() => setFailure(null)} title={t`Ha ocurrido un error`} />
          </Suspense>
        </OnDemandBoundary>
      ) : null}
    </ErrorModalContext.Provider>
  )
}

export function useErrorModal(): ShowError {
  return useContext(ErrorModalContext)
}
