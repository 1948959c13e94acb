import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import clientChunks from 'virtual:client-chunks'
import type { Locale } from '~/lib/locale'
import { loadAfterFirstPaint } from './after-first-paint'

/**
 * TanStack Start's own server entry, with one step of the shop's before each page's render: its scripts load after
 * the first paint (src/server/after-first-paint.ts), the page language's message catalogue first, since the entry
 * waits for it before hydrating (src/client.tsx). The catalogue's URL comes from the client build
 * (scripts/client-chunks-plugin.ts).
 */
export const startHandler = createServerEntry({
  fetch: createStartHandler(async (ctx) => {
    const { router } = ctx
    const { locale } = router.options.context as { locale: Locale }
    const manifest = router.ssr?.manifest
    if (manifest) {
      const catalogue = clientChunks.catalogues[locale]
      const routeIds = router.state.matches.map((match) => match.routeId)
      router.ssr = { manifest: loadAfterFirstPaint(manifest, routeIds, catalogue ? [catalogue] : []) }
    }
    return defaultStreamHandler(ctx)
  }),
})
