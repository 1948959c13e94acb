import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs'

// Browser journeys against the production build served by the local Workers runtime, with its own
// database (.wrangler/e2e-state, reset and seeded per run) and the local twins of the third parties
// (tests/e2e/twins.mjs). Playwright's own browser download is not possible here: Debian's Chromium is used (scripts/chromium.mjs).
const PORT = Number(process.env.E2E_PORT ?? 4310)

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A first visit, as most shoppers' are: no service worker installing and precaching the on-demand scripts in
    // every test's fresh browser. The specs about the offline shop allow it (offline, offline-cart).
    serviceWorkers: 'block',
    // No trace by default: recording one (a screencast and DOM snapshots at every step) took over a quarter of the
    // run's CPU. To look into a failure, run its spec again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The abuse suite: HTTP only (no browser), against the same built Worker, with client addresses of its own.
    { name: 'abuse', testDir: 'tests/abuse' },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/api/regions`,
    // A budget, not a measure: in `npm test` the reset and the build share two cores with the unit and API tests.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
