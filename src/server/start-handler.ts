import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'

/** TanStack Start's own server entry: every page is rendered by Start's default stream handler. */
export const startHandler = createServerEntry({
  fetch: createStartHandler(defaultStreamHandler),
})
