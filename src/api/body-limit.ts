import type { Context, MiddlewareHandler } from 'hono'
import type { ApiEnv } from './http'

/**
 * The most of a refused body the Worker reads and throws away before answering: Cloudflare's own cap on a request
 * body (100 MB on the Free and Pro plans), so the edge never sends more than this. Past it the rest is cancelled.
 */
export const DISCARD_MAX_BYTES = 100 * 1024 * 1024

/**
 * Reads what is left of a body and throws it away (up to DISCARD_MAX_BYTES), then releases it.
 *
 * Why a refusal reads the body it refuses: the Worker cannot close the connection, and the local runtime
 * (workerd behind `vite preview`, what `npm start` and the browser suites serve) waits only about 64 KB or one
 * second for a body the Worker left unread before it resets the connection; the proxy in front of it, still sending
 * the upload, then fails with a Node stack trace instead of passing on the answer (docs/decisions/014-security-headers.md,
 * "unread bodies").
 */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0) {
  let read = alreadyRead
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
      if (read > DISCARD_MAX_BYTES) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // The client went away mid-upload: nothing left to read.
  } finally {
    reader.releaseLock()
  }
}

/** The unread part of a request's body, read and thrown away (see discardRest). */
export async function discardUnreadBody(request: Request) {
  if (!request.body || request.body.locked) return
  await discardRest(request.body.getReader())
}

/**
 * Refuses a body larger than `maxSize` with `onTooLarge` (413 in the shop's error shape), after reading it to its
 * end (see discardRest). A declared Content-Length is trusted for the decision; a streamed (chunked) body is counted
 * as it arrives and, when it fits, handed on to the route whole.
 */
export function limitBody(
  maxSize: number,
  onTooLarge: (c: Context<ApiEnv>) => Response | Promise<Response>,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.raw.headers.get('content-length')
    if (declared !== null && !c.req.raw.headers.has('transfer-encoding')) {
      if (Number.parseInt(declared, 10) > maxSize) {
        await discardUnreadBody(c.req.raw)
        return onTooLarge(c)
      }
      return next()
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxSize) {
        await discardRest(reader, size)
        return onTooLarge(c)
      }
      chunks.push(value)
    }
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    return next()
  }
}
