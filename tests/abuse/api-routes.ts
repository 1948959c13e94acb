import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Every route of the Hono app (method and path), read from the app itself. The API's modules use Lingui's macros
 * and import .po catalogues, which plain Node cannot run: the app is loaded through Vite with the plugins the
 * build uses (vite.config.ts), as vitest does for tests/api.
 */
export async function apiRoutes(): Promise<{ method: string; path: string }[]> {
  const { module } = await runnerImport<typeof import('../../src/api/app')>('/src/api/app.ts', {
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '~': `${root}src` } },
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  })
  const seen = new Set<string>()
  return module.api.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}
