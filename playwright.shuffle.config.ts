import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config'
import { specFiles } from './scripts/e2e-order.mjs'

// The browser tests and the abuse suite in a seeded random order (scripts/e2e-shuffle.mjs draws it): every spec
// file is a project of its own, listed in the drawn order. Playwright walks a project's folder in name order and
// takes the command line's files only as a filter, but with one worker it runs the projects in the order the config
// lists them, so this list is the order the files run in. A green run says no spec leans on another's leftovers.
// The drawn order comes from the script in E2E_SHUFFLE_ORDER, the same in every worker process even if a spec file
// is added or removed while the run goes on (Playwright reads this config again in each worker).
const order = process.env.E2E_SHUFFLE_ORDER?.split(',').filter(Boolean)
if (!order?.length) throw new Error('E2E_SHUFFLE_ORDER is not set: run through scripts/e2e-shuffle.mjs')
const known = specFiles(import.meta.dirname)
const files = order.map((file) => known.find((spec) => spec.file === file) ?? { project: 'chromium' as const, file })

export default defineConfig({
  ...base,
  workers: 1,
  fullyParallel: false,
  projects: files.map((spec, i) => ({
    name: `${String(i + 1).padStart(2, '0')} ${spec.file.replace(/^tests\//, '')}`,
    testDir: spec.file.slice(0, spec.file.lastIndexOf('/')),
    testMatch: spec.file.slice(spec.file.lastIndexOf('/') + 1),
    ...(spec.project === 'chromium' ? { use: { ...devices['Desktop Chrome'], channel: undefined } } : {}),
  })),
})
