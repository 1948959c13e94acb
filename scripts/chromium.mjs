import { existsSync } from 'node:fs'

// The browsers the headless runs here use: Debian's Chromium, since Playwright cannot download its own, with the
// flags a container without a GPU or a sandbox needs and without the background traffic (updates, sync) that would
// disturb a measurement.

/** The full browser: the bench's Lighthouse, profiles and screenshots. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
/**
 * Playwright's journeys: the headless shell of the same Chromium (Debian's `chromium-headless-shell`), the build
 * Playwright itself runs headless tests in. It composites without the full browser's machinery and needed about a
 * third less CPU over the same specs. Without it, the full browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
