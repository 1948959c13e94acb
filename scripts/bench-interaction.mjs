#!/usr/bin/env node
/* global window, requestAnimationFrame -- the observer and the frame wait run in the page, through Playwright */
// Interaction latency of the two taps a shopper makes most, measured as the browser reports it (Event Timing: from the
// tap to the next paint after its handlers ran), on a hydrated page with the CPU slowed 4× as a mid-range phone:
// "Agregar al carro" on a product page and a type filter in /vinos' sidebar. Each is tapped in `runs` fresh pages; the
// report is the median and the worst duration. Usable alone:
//   node scripts/bench-interaction.mjs http://localhost:4320 /vinos/<slug> [runs]
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

/** Installs an Event Timing observer before any script of the page runs; entries land on window.__eventTimings. */
const OBSERVE = () => {
  window.__eventTimings = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__eventTimings.push({ name: e.name, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

const TAPS = {
  // On a phone, the product page's own button.
  addToCart: {
    label: 'Agregar al carro',
    viewport: { width: 390, height: 844 },
    locate: (page) => page.getByRole('button', { name: 'Agregar al carro' }).first(),
  },
  // The sidebar is a drawer on a phone; on a laptop it stands beside the list.
  listFilter: {
    label: 'a /vinos filter',
    viewport: { width: 1366, height: 900 },
    locate: (page) => page.getByRole('checkbox', { name: /^Tinto/ }).first(),
  },
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN
}

async function tapOnce(browser, url, tap) {
  const context = await browser.newContext({ viewport: tap.viewport })
  // A returning visitor: past the age gate, which is not what is measured.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url }])
  const page = await context.newPage()
  await page.addInitScript(OBSERVE)
  await page.goto(url, { waitUntil: 'load' })
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const target = tap.locate(page)
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`${tap.label}: not on screen`)
  await page.evaluate(() => (window.__eventTimings = []))
  // A plain pointer at the control's centre, as a shopper's: Playwright's `click()` also checks, from listeners it
  // adds to the page for that click, that its events hit the control, and that check's time would be counted in the
  // tap's own duration.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  // The entry is reported after the next paint; two frames later it is in the buffer.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))),
  )
  const entries = await page.evaluate(() => window.__eventTimings)
  await context.close()
  const taps = entries.filter((e) => ['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(e.name))
  // Below the 16 ms threshold the browser reports nothing: the tap took less than one frame.
  return taps.length ? Math.max(...taps.map((e) => e.duration)) : 16
}

/** { addToCart: { p50, worst, runs: [...] }, listFilter: {...} } in milliseconds. */
export async function interactionReport(base, productPath, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const report = {}
  try {
    for (const [key, tap] of Object.entries(TAPS)) {
      const url = `${base}${key === 'addToCart' ? productPath : '/vinos'}`
      const durations = []
      for (let i = 0; i < runs; i++) durations.push(await tapOnce(browser, url, tap))
      report[key] = { label: tap.label, p50: median(durations), worst: Math.max(...durations), runs: durations }
    }
  } finally {
    await browser.close()
  }
  return report
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:4320', productPath, runs = '5'] = process.argv.slice(2)
  if (!productPath) {
    console.error('usage: node scripts/bench-interaction.mjs <base> </vinos/slug> [runs]')
    process.exit(2)
  }
  console.log(JSON.stringify({ interaction: await interactionReport(base, productPath, Number(runs)) }))
}
