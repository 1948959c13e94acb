import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/**
 * The HTTP status of the page being rendered on the server, for a route whose guard refuses (a customer at
 * /gestion gets its 403 page with a 403). Start applies it to the finished response, over the router's own status
 * (200, 404, or 500 when a route's guard or loader threw), with its reason phrase (else the router's would stay:
 * "403 Internal Server Error"). Nothing in the browser: the status is the server's.
 */
export const setPageStatus = createIsomorphicFn()
  .server((status: number, reason: string) => setResponseStatus(status, reason))
  .client(() => undefined)
