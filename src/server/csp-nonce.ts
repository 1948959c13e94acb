import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'

/** The request header the Worker entry (src/server.ts) passes this response's CSP nonce in. */
export const NONCE_HEADER = 'x-shop-csp-nonce'

/** The nonce server rendering puts on its inline scripts; none in the browser (scripts are already in place). */
export const requestNonce = createIsomorphicFn()
  .server(() => getRequestHeader(NONCE_HEADER) ?? undefined)
  .client(() => undefined)
