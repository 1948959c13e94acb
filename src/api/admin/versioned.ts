import { HttpError, type ApiContext } from '../http'
import { catalogueCopy } from './catalogue-messages'

// The optimistic-version edit the catalogue and content editors share (products, events, articles, pages): the
// person names the version they saw. A different version is refused before any rule runs (they see what changed,
// not a rule about someone else's values); the save's first statement is conditional on that version, and when
// it changed nothing someone saved in between. Either way: 409 with the row as it is now, for the editor to show.

/** The row as it is now, when it is still at the version the person saw; 409 with it otherwise. */
export async function atSeenVersion<T extends { version: number }>(
  c: ApiContext,
  seen: number,
  load: () => Promise<T>,
): Promise<T> {
  const current = await load()
  if (current.version !== seen) versionConflict(c, current)
  return current
}

/** After the save's batch: its first statement changed no row when another save came first (409, as it is now). */
export async function savedAtVersion(
  c: ApiContext,
  results: D1Result[],
  load: () => Promise<{ version: number }>,
): Promise<void> {
  if ((results[0]?.meta.changes ?? 0) === 0) versionConflict(c, await load())
}

function versionConflict(c: ApiContext, current: unknown): never {
  throw new HttpError(409, catalogueCopy(c.var.locale).conflict, undefined, undefined, { current })
}
