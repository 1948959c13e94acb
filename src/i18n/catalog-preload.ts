import { preloadModule } from 'react-dom'
import clientChunks from 'virtual:client-chunks'
import type { Locale } from '~/lib/locale'

/**
 * During server rendering: a `<link rel="modulepreload">` for the page language's catalogue chunk, so the browser
 * fetches it alongside the entry instead of after it (src/client.tsx waits for it before hydrating). The URL comes
 * from the client build (scripts/client-chunks-plugin.ts); in the browser and the dev server it is unknown and
 * nothing is added.
 */
export function preloadCatalog(locale: Locale, nonce: string | undefined): void {
  const href = clientChunks.catalogues[locale]
  if (href) preloadModule(href, { as: 'script', nonce })
}
