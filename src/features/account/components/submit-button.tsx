import { useHydrated } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * The submit button of the account forms. Disabled until the page is hydrated: a click before that would
 * submit the form natively, putting e-mail and password in a request nobody handles.
 */
export function SubmitButton({
  busy,
  className,
  children,
}: {
  busy: boolean
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      className={`button button--primary ${className ?? ''}`}
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  )
}
