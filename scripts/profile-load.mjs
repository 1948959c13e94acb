// Where a page's start-up time goes in the browser: loads a page of a running shop in headless Chromium as a
// returning visitor on a phone (390×844, age accepted), with the CPU slowed 4× as Lighthouse's mobile run does,
// samples JavaScript during the load and 3 s after it, and prints the time per script file and the busiest
// functions. Usable alone: node scripts/profile-load.mjs http://localhost:4377/vinos
// (docs/decisions/019-what-loads-first.md, where its findings are written down).
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const url = process.argv[2]
if (!url) {
  console.error('usage: node scripts/profile-load.mjs <page URL>')
  process.exit(2)
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url }])
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(3000)
  const { profile } = await cdp.send('Profiler.stop')

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const byFunction = new Map()
  profile.samples.forEach((id, i) => {
    const { functionName, url: script, lineNumber } = nodes.get(id).callFrame
    const key = `${functionName || '(anonymous)'} ${script.split('/').pop()}:${lineNumber}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const byFile = new Map()
  for (const [key, ms] of byFunction) {
    const file =
      key
        .split(' ')
        .pop()
        .replace(/:-?\d+$/, '') || '(native: parse, layout, idle)'
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
  console.log(`${url}: ms of the slowed-down CPU`)
  console.log('by script file:')
  for (const [file, ms] of top(byFile, 12)) console.log(`${ms.toFixed(0).padStart(7)}  ${file}`)
  console.log('busiest functions (self time):')
  for (const [key, ms] of top(byFunction, 25)) console.log(`${ms.toFixed(0).padStart(7)}  ${key}`)
} finally {
  await browser.close()
}
