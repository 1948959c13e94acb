import type { EventsLoaderData } from './event-route'
import { detailHead, listPageHead } from '~/lib/seo'

// The events routes' head(): only what the loader prepared, so the route tree does not carry the loaders' modules
// (docs/decisions/019-what-loads-first.md).

export function eventsHead(data: EventsLoaderData | undefined) {
  return listPageHead(data)
}

export const eventHead = detailHead
