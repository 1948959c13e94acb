import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { firstLoadJs } from '../../scripts/page-weight.mjs'

// The JavaScript budget (docs/decisions/019-what-loads-first.md): the first-load JS of each key page, measured on
// the production build this run already serves, may not grow more than the tolerance over perf-budget.json.
// Sizes only (gzip bytes of the files), no timings: the result does not depend on the machine's load.
interface Budget {
  toleranceKB: number
  pages: Record<string, { firstLoadJsGzipKB: number; htmlGzipKB: number; stateKB: number }>
}
const budget = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../perf-budget.json'), 'utf8')) as Budget

for (const [path, { firstLoadJsGzipKB, htmlGzipKB, stateKB }] of Object.entries(budget.pages)) {
  test(`first-load JS of ${path} stays within its budget`, async ({ baseURL }) => {
    const weight = await firstLoadJs(baseURL!, path)
    expect(weight.status, `${path} answers`).toBe(200)
    const biggest = weight.scripts
      .slice(0, 5)
      .map((s) => `${s.url} ${(s.gzipBytes / 1024).toFixed(1)} KB`)
      .join(', ')
    expect(
      weight.gzipKB,
      `${path}: ${weight.gzipKB.toFixed(1)} KB gzip in ${weight.files} files (budget ${firstLoadJsGzipKB} KB + ` +
        `${budget.toleranceKB} KB); biggest: ${biggest}. Load the new code on demand, or raise the budget in ` +
        `perf-budget.json and say why in the commit.`,
    ).toBeLessThanOrEqual(firstLoadJsGzipKB + budget.toleranceKB)
  })

  // The HTML and the router/query state it carries are ceilings, not figures with a tolerance: the home's HTML is the
  // shop's own target (10 KB gzip); the rest is what each page weighs today with a little room, so state that a page
  // stopped carrying (docs/decisions/045-what-a-page-carries.md) cannot creep back.
  test(`HTML and dehydrated state of ${path} stay within their ceilings`, async ({ baseURL }) => {
    const weight = await firstLoadJs(baseURL!, path)
    expect(weight.htmlGzipKB, `${path}: HTML ${weight.htmlGzipKB.toFixed(1)} KB gzip`).toBeLessThanOrEqual(htmlGzipKB)
    expect(weight.stateKB, `${path}: dehydrated state ${weight.stateKB.toFixed(1)} KB`).toBeLessThanOrEqual(stateKB)
  })
}
