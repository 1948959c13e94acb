import type { ReactNode } from 'react'
import { resolveErrorMessage, type ErrorBody } from '~/lib/errors'
import { MessageDialog } from './message-dialog'

// The error modal's dialog (./error-modal.tsx), fetched when the first error is shown: its words are worked out
// here, from what was thrown, so the rules for them stay out of every page's first load.

/** What a feature handed to the error modal: the thrown value and its fallback text. */
export interface Failure {
  error: unknown
  fallback?: string
}

/** The message of any thrown value: an ApiError-like object (fieldErrors/errors, message), an Error, or a body. */
export function errorMessageOf(error: unknown, fallback?: string): string {
  if (error && typeof error === 'object') {
    const e = error as ErrorBody & { fieldErrors?: unknown }
    const body: ErrorBody = { errors: e.errors ?? e.fieldErrors, message: undefined, error: e.error }
    return resolveErrorMessage(body, typeof e.message === 'string' ? e.message : undefined, fallback)
  }
  return resolveErrorMessage(null, typeof error === 'string' ? error : undefined, fallback)
}

/** 'Ha ocurrido un error' with the failure's message; closed (and empty) while there is none. */
export function ErrorDialog({
  failure,
  onClose,
  title,
}: {
  failure: Failure | null
  onClose: () => void
  title: ReactNode
}) {
  return (
    <MessageDialog
      open={failure !== null}
      onClose={onClose}
      kind="error"
      title={title}
      description={<span className="pre-line">{failure ? errorMessageOf(failure.error, failure.fallback) : null}</span>}
    />
  )
}
