import { cloudflare } from '@cloudflare/vite-plugin'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { clientChunks } from './scripts/client-chunks-plugin'
import { previewCompression } from './scripts/preview-compression-plugin'
import { serviceWorker } from './scripts/service-worker-plugin'

// Miniflare tries to fetch Request.cf from the network on start; local runs and CI are offline.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

// SHOP_STATE_DIR lets the e2e run use its own local D1 without touching the developer's data.
const persistPath = process.env.SHOP_STATE_DIR ?? '.wrangler/state'

// The build says what it is (GET /api/health, Sentry's release): the package version and the git commit.
function gitCommit(): string {
  if (process.env.SHOP_COMMIT) return process.env.SHOP_COMMIT
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unknown'
  }
}
// valibot's schema builders as the shop calls them (`import * as v from 'valibot'`; see the client build below).
const VALIBOT_BUILDERS = [
  'array',
  'boolean',
  'check',
  'email',
  'fallback',
  'forward',
  'integer',
  'isoDate',
  'lazy',
  'literal',
  'maxLength',
  'maxValue',
  'minLength',
  'minValue',
  'nonEmpty',
  'null',
  'nullable',
  'number',
  'object',
  'omit',
  'optional',
  'partialCheck',
  'picklist',
  'pipe',
  'record',
  'regex',
  'strictObject',
  'string',
  'toLowerCase',
  'transform',
  'trim',
  'union',
  'url',
  'variant',
]
// Facts about the browser's bundle for the server's HTML and the service worker (scripts/client-chunks-plugin.ts).
const chunks = clientChunks()
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version?: string }

export default defineConfig({
  define: {
    __SHOP_VERSION__: JSON.stringify(pkg.version ?? '0.0.0'),
    __SHOP_COMMIT__: JSON.stringify(gitCommit()),
  },
  // Browser source maps only for a deploy that uploads them to Sentry (scripts/deploy.mjs deletes them after).
  build: { sourcemap: process.env.SHOP_CLIENT_SOURCEMAPS === 'hidden' ? 'hidden' : false },
  // The Worker's own maps for a deploy (scripts/deploy.mjs): wrangler uploads them to Cloudflare
  // (upload_source_maps in wrangler.jsonc) for readable stack traces; dist/server is never served.
  environments: {
    ssr: { build: { sourcemap: process.env.SHOP_WORKER_SOURCEMAPS === '1' } },
    // Every module the browser's entry imports statically (rolldown's `$initial` tag: what every page loads before
    // any import()) goes into one chunk instead of ~30 small shared ones: a page's first load was 35–49 files, now
    // 4–18, and the same code weighs ~11 KB gzip less in one file (one compression window, no exports between
    // chunks). What a route loads on demand keeps its own chunks (docs/decisions/036-where-the-time-goes.md).
    client: {
      build: {
        // Vite's preload list of an import() names the imported chunk itself beside what that chunk imports; the
        // import() fetches it anyway, in the same turn, so only its name went: ~110 route chunks named once, 1.2 KB
        // gzip off the entry. What it imports is still preloaded with it (docs/decisions/036-where-the-time-goes.md).
        modulePreload: { resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file) },
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
            // The entry names every chunk a route needs twice (the router's import() and Vite's list of what each
            // preloads), ~110 routes, and a file name barely compresses: a route's own chunk and shared code are named
            // by their hash alone, ~1.4 KB gzip off the entry. What loads by itself keeps its name (on-demand parts,
            // catalogues: tests find them by it); source maps still name each chunk's files
            // (docs/decisions/036-where-the-time-goes.md).
            chunkFileNames: (chunk) =>
              !chunk.facadeModuleId || chunk.facadeModuleId.includes('?tsr-split=')
                ? 'assets/[hash].js'
                : 'assets/[name]-[hash].js',
          },
          // valibot marks its schema functions side-effect free (@__NO_SIDE_EFFECTS__), but the bundler honours that
          // only where valibot shares a chunk with the caller: a server function's input schema, unused in the
          // browser, was kept as a bare call and dragged valibot into the first load of every page. Naming the
          // schema builders here lets an unused schema go. Builders only: v.parse and v.is throw or answer, never
          // listed (docs/decisions/036-where-the-time-goes.md).
          treeshake: { manualPureFunctions: VALIBOT_BUILDERS.map((name) => `v.${name}`) },
        },
      },
    },
  },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 3000 },
  preview: { port: 3000 },
  plugins: [
    // This order is the one that builds with Lingui on Vite 8: the Workers runtime, Start, React, then Lingui's
    // macros through Babel and its .po loader.
    // SHOP_INSPECTOR_PORT opens the Workers runtime's DevTools inspector (CPU profiles: scripts/profile-ssr.mjs).
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      persistState: { path: persistPath },
      inspectorPort: process.env.SHOP_INSPECTOR_PORT ? Number(process.env.SHOP_INSPECTOR_PORT) : false,
    }),
    tanstackStart({
      srcDirectory: 'src',
      // A server function's id is in the browser's code (each call's URL): Start's default is a 64-digit SHA-256
      // of file and name, ~33 bytes gzip that do not compress, 19 of them in the entry. The first 16 digits of the
      // same hash are as stable and as opaque, and 2^64 leaves no room for two alike (Start would tell them apart
      // with a suffix anyway) (docs/decisions/036-where-the-time-goes.md).
      serverFns: {
        generateFunctionId: ({ filename, functionName }) =>
          createHash('sha256').update(`${filename}--${functionName}`).digest('hex').slice(0, 16),
      },
      // Loaders split out of the route tree too (by default only components are): the browser's entry then holds
      // no page's data wiring, only the URL map. A route's loader and component share one chunk: a navigation needs
      // both, and one lazy import per route is less entry code than two (docs/decisions/019-what-loads-first.md).
      router: {
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    chunks,
    serviceWorker(fileURLToPath(new URL('.', import.meta.url)), chunks.chunks),
    // `vite preview` compresses like Cloudflare's edge does (docs/decisions/020-ssr-speed.md).
    previewCompression(),
  ],
})
