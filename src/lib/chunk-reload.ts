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

/**
 * Whether a reload may happen now, given when the last chunk-error reload happened (ms epoch or null) and whether
 * the browser is online. Offline, a chunk fails because the connection is gone, not because a deploy replaced it: a
 * reload would fail the same way and throw away what the page shows (a cart change waiting for the connection).
 */
export function mayReloadForChunkError(lastReloadAt: number | null, now: number, online = true): boolean {
  if (!online) return false
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
