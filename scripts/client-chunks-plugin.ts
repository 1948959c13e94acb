import type { Plugin } from 'vite'
import { AREA_PREFIXES } from '../src/i18n/areas'

const VIRTUAL_ID = 'virtual:client-chunks'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/** What the server needs to know about the browser's build: see `clientChunks`. */
export interface ClientChunks {
  /** URL of each locale's message catalogue chunk (`/assets/messages-….js`). */
  catalogues: Record<string, string>
  /** URL of each area's catalogue per locale (`lists`, `product`, `checkout`…: src/i18n/areas.ts), for its pages. */
  areaCatalogues: Record<string, Record<string, string>>
  /** Every script the browser may load on demand, after the first paint (the service worker precaches them). */
  onDemand: string[]
}

/**
 * Hands facts about the client bundle to the server bundle through `virtual:client-chunks`: the URL of each
 * language's catalogue chunk, so the page preloads the one it speaks beside the entry (src/routes/__root.tsx)
 * instead of the browser finding it only after the entry has run. Start builds the client before the server, so
 * the server's copy is filled; the client's own copy and the dev server's are empty (nothing to preload there).
 */
export function clientChunks(): Plugin & { chunks: ClientChunks } {
  const chunks: ClientChunks = { catalogues: {}, areaCatalogues: {}, onDemand: [] }
  // Vite's own module preloading is left to Vite: trimming its lists here saved about 1 KB gzip of the entry, through
  // state shared between plugin instances, and rewriting the build's output is not worth that
  // (docs/decisions/037-chunks-that-fail-and-build-output.md). Its one documented option, `resolveDependencies`,
  // is set in vite.config.ts.
  return {
    name: 'shop-client-chunks',
    chunks,
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const known = this.environment?.name === 'client' ? { catalogues: {}, areaCatalogues: {}, onDemand: [] } : chunks
      return `export default ${JSON.stringify(known)}`
    },
    // Before Vite writes each import()'s preload list (its build-import-analysis runs in generateBundle too).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment?.name !== 'client') return
        const base = this.environment.config.base
        const src = `${this.environment.config.root}/src/`
        const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry)
        // One entry (src/client.tsx); with several, an import() could run before another entry's graph has loaded.
        const entry = entries.length === 1 ? entries[0] : undefined
        // The entry's static import graph (src/client.tsx and every chunk it imports): loaded before any import().
        const staticClosure = new Set<string>()
        const walk = (file: string) => {
          if (staticClosure.has(file)) return
          staticClosure.add(file)
          const chunk = bundle[file]
          if (chunk?.type === 'chunk') chunk.imports.forEach(walk)
        }
        if (entry) walk(entry.fileName)
        const areaCatalogue = new RegExp(`locales/(\\w+)/(${Object.keys(AREA_PREFIXES).join('|')})\\.po$`)
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          const locale = chunk.facadeModuleId?.match(/locales\/(\w+)\/messages\.po$/)?.[1]
          if (locale) chunks.catalogues[locale] = `${base}${chunk.fileName}`
          const area = chunk.facadeModuleId?.match(areaCatalogue)
          if (area) (chunks.areaCatalogues[area[2]!] ??= {})[area[1]!] = `${base}${chunk.fileName}`
        }
        // The shop's own on-demand pieces: what a module of src/ (not the router's split route files) imports with
        // import() — drawers, dialogs, the carousel, the catalogues — and what those import beyond the entry.
        const wanted = new Set<string>()
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          for (const id of chunk.moduleIds) {
            if (!id.startsWith(src) || id.startsWith(`${src}routes/`) || id.includes('routeTree.gen')) continue
            for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
              if ((target.startsWith(src) || target.includes('/locales/')) && !target.includes('?')) wanted.add(target)
            }
          }
        }
        const onDemand = new Set<string>()
        const collect = (file: string) => {
          if (staticClosure.has(file) || onDemand.has(file)) return
          onDemand.add(file)
          const chunk = bundle[file]
          if (chunk?.type === 'chunk') chunk.imports.forEach(collect)
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && wanted.has(chunk.facadeModuleId))
            collect(chunk.fileName)
        }
        chunks.onDemand = [...onDemand].map((file) => `${base}${file}`)
      },
    },
  }
}
