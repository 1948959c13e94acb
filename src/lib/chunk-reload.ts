import { CHUNK_RELOAD_GUARD_MS } from './limits'

// docs/product.md, How things behave / Errors: a failed chunk load (a deploy replaced the hashed files) reloads the page, at most once per 60 s
// so a genuinely missing file cannot cause a reload loop.

export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const message = typeof error === 'string' ? error : error instanceof Error ? `${error.name} ${error.message}` : ''
  return CHUNK_ERROR.test(message) || (error instanceof Error && error.name === 'ChunkLoadError')
}

/** How long after the connection comes back a failed chunk is still put down to the connection, not to a deploy. */
export const RECONNECT_GRACE_MS = 5_000

/**
 * Whether a reload may happen now, given when the last chunk-error reload happened (ms epoch or null), whether the
 * browser is online, and when the connection last came back (ms epoch, or null if it never went away). Offline, a
 * chunk fails because the connection is gone, not because a deploy replaced it: a reload would fail the same way and
 * throw away what the page shows (a cart change waiting for the connection). A fetch cut by the connection may also
 * report its failure a moment after the connection is back, so for a few seconds after that the same holds.
 */
export function mayReloadForChunkError(
  lastReloadAt: number | null,
  now: number,
  online = true,
  reconnectedAt: number | null = null,
): boolean {
  if (!online) return false
  if (reconnectedAt !== null && now - reconnectedAt < RECONNECT_GRACE_MS) return false
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
