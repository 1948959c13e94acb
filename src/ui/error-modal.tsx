import { Suspense, createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { resolveErrorMessage, type ErrorBody } from '~/lib/errors'
import { OnDemandBoundary, Unavailable, onDemand } from './on-demand'

// docs/product.md, Errors: the generic error modal 'Ha ocurrido un error'. Any feature calls
// `const showError = useErrorModal(); showError(err)`; the body follows the catalogue's order.

// Every page provides it, few show it: the dialog's code is fetched when the first error is shown, like the Radix
// dialog it opens (docs/decisions/019-what-loads-first.md).
const messageDialog = onDemand(() => import('./message-dialog').then((module) => module.MessageDialog))
const MessageDialog = messageDialog.Component

type ShowError = (error: unknown, fallback?: string) => void

const ErrorModalContext = createContext<ShowError>(() => undefined)

/** The message of any thrown value: an ApiError-like object (fieldErrors/errors, message), an Error, or a body. */
export function errorMessageOf(error: unknown, fallback?: string): string {
  if (error && typeof error === 'object') {
    const e = error as ErrorBody & { fieldErrors?: unknown }
    const body: ErrorBody = { errors: e.errors ?? e.fieldErrors, message: undefined, error: e.error }
    return resolveErrorMessage(body, typeof e.message === 'string' ? e.message : undefined, fallback)
  }
  return resolveErrorMessage(null, typeof error === 'string' ? error : undefined, fallback)
}

export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [message, setMessage] = useState<string | null>(null)
  // Once shown, the dialog stays mounted (closed), as it was before its code moved out: Radix's exit behaviour.
  const [shown, setShown] = useState(false)
  const show = useCallback<ShowError>((error, fallback) => {
    void messageDialog.preload().catch(() => undefined)
    setMessage(errorMessageOf(error, fallback))
    setShown(true)
  }, [])
  const value = useMemo(() => show, [show])
  return (
    <ErrorModalContext.Provider value={value}>
      {children}
      {shown ? (
        <OnDemandBoundary fallback={message !== null ? <Unavailable floating /> : null}>
          <Suspense fallback={null}>
            <MessageDialog
              open={message !== null}
              onClose={() => setMessage(null)}
              kind="error"
              title={t`Ha ocurrido un error`}
              description={<span className="pre-line">{message}</span>}
            />
          </Suspense>
        </OnDemandBoundary>
      ) : null}
    </ErrorModalContext.Provider>
  )
}

export function useErrorModal(): ShowError {
  return useContext(ErrorModalContext)
}
