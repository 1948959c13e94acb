import { defineConfig, devices } from '@playwright/test'
import base from './playwright.config'
import { shuffled, specFiles } from './scripts/e2e-order.mjs'

// The browser tests and the abuse suite in a seeded random order (scripts/e2e-shuffle.mjs sets the seed): every spec
// file is a project of its own, listed in the drawn order. Playwright walks a project's folder in name order and
// takes the command line's files only as a filter, but with one worker it runs the projects in the order the config
// lists them, so this list is the order the files run in. Passing this test says no spec leans on another's leftovers.
const seed = Number(process.env.E2E_SHUFFLE_SEED)
if (!Number.isInteger(seed)) throw new Error('E2E_SHUFFLE_SEED is not set: run through scripts/e2e-shuffle.mjs')
const only = process.env.E2E_SHUFFLE_FILES ? new Set(process.env.E2E_SHUFFLE_FILES.split(',')) : null
const files = specFiles(import.meta.dirname).filter((spec) => !only || only.has(spec.file))

export default defineConfig({
  ...base,
  workers: 1,
  fullyParallel: false,
  projects: shuffled(files, seed).map((spec, i) => ({
    name: `${String(i + 1).padStart(2, '0')} ${spec.file.replace(/^tests\//, '')}`,
    testDir: spec.file.slice(0, spec.file.lastIndexOf('/')),
    testMatch: spec.file.slice(spec.file.lastIndexOf('/') + 1),
    ...(spec.project === 'chromium' ? { use: { ...devices['Desktop Chrome'], channel: undefined } } : {}),
  })),
})
