// The browser every headless run here uses (Playwright's journeys, the bench's Lighthouse): Debian's Chromium, since
// Playwright cannot download its own, with the flags a container without a GPU or a sandbox needs and without the
// background traffic (updates, sync) that would disturb a measurement.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
