import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }
// Lingui's macros and .po catalogues, as in vite.config.ts: the API and src/lib translate through them.
const plugins = [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()]

// Two projects run together by `vitest run`: pure unit tests beside the code, and API integration
// tests against a real local D1 (workerd through wrangler's platform proxy). Browser journeys are Playwright's.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // A budget, not a measure: every D1 statement is a round trip to workerd, slow when the CPU is busy.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // Each file gets its own copy of the seeded database; two workers fit CI's two cores.
          maxWorkers: 2,
          // The files of a worker share their modules: evaluating the API's ~200 modules again for every file cost
          // more than half of a small file's time. What a file owns is its database and its workerd (the harness);
          // the one module state the API keeps, the in-memory rate-limit windows, is told apart per file by the
          // client address the harness gives each file.
          isolate: false,
        },
      },
    ],
  },
})
