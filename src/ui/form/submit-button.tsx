import { useHydrated } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A form's submit button. Disabled until the page is hydrated: a click before that would submit the form natively
 * to a page that does not handle it (putting what was typed, passwords included, in a request nobody reads, and
 * losing it).
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
      className={`button button--primary${className ? ` ${className}` : ''}`}
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  )
}
