import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { firstLoadJs, staticImports } from '../../scripts/page-weight.mjs'

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

  // The HTML and the router/query state it carries are ceilings, not figures with a tolerance: the home's are the
  // shop's own targets (10 KB gzip, 15 KB of state), the others what the page weighs today with a little room.
  test(`HTML and dehydrated state of ${path} stay within their ceilings`, async ({ baseURL }) => {
    const weight = await firstLoadJs(baseURL!, path)
    expect(weight.htmlGzipKB, `${path}: HTML ${weight.htmlGzipKB.toFixed(1)} KB gzip`).toBeLessThanOrEqual(htmlGzipKB)
    expect(weight.stateKB, `${path}: dehydrated state ${weight.stateKB.toFixed(1)} KB`).toBeLessThanOrEqual(stateKB)
  })
}

// A lazy import preloads the chunks its target needs beyond the entry, never the entry's own (always loaded by then):
// scripts/client-chunks-plugin.ts trims Vite's lists, and a Vite change that bypassed it would put them back.
test('lazy imports do not list the entry’s own chunks to preload', async ({ baseURL, request }) => {
  const weight = await firstLoadJs(baseURL!, '/')
  const entry = weight.scripts.find((s) => /\/assets\/index-[^/]+\.js$/.test(s.url))
  expect(entry, 'the entry chunk is among the home page’s first-load files').toBeDefined()
  // The entry and every chunk it imports statically, followed file by file.
  const entryUrl = new URL(entry!.url, baseURL).href
  const code = await (await request.get(entryUrl)).text()
  const graph = new Set([entryUrl])
  const queue = staticImports(code, entryUrl)
  while (queue.length > 0) {
    const url = queue.shift()!
    if (graph.has(url)) continue
    graph.add(url)
    queue.push(...staticImports(await (await request.get(url)).text(), url))
  }
  expect(graph.size).toBeGreaterThan(10)
  const listed = code.match(/m\.f=\[([^\]]*)\]/)?.[1]
  expect(listed, 'the entry carries the preload lists of its lazy imports').toBeDefined()
  const preloadable = [...listed!.matchAll(/"(assets\/[^"]+)"/g)].map((m) => new URL(`/${m[1]}`, baseURL).href)
  expect(preloadable.length).toBeGreaterThan(10)
  expect(preloadable.filter((url) => graph.has(url))).toEqual([])
})

// What runs while a page starts carries Chrome's compile hint on its first line (scripts/compile-hints-plugin.ts),
// so it is compiled as it downloads and not function by function during hydration. The message catalogues (the
// page language's, and its area's: src/i18n/areas.ts) are data only.
const isCatalogue = (text: string) =>
  /^\s*var \w+=JSON\.parse\(/.test(text) && /export\{\w+ as messages\};?\s*$/.test(text)

test('the first-load scripts of the key pages begin with the compile hint', async ({ baseURL, request }) => {
  for (const path of Object.keys(budget.pages)) {
    const weight = await firstLoadJs(baseURL!, path)
    let scripts = 0
    for (const script of weight.scripts) {
      const text = await (await request.get(new URL(script.url, baseURL).href)).text()
      if (isCatalogue(text)) continue
      scripts++
      expect(text.split('\n', 1)[0], `${path}: ${script.url}`).toBe('//# allFunctionsCalledOnLoad')
    }
    expect(scripts, `${path} loads scripts`).toBeGreaterThan(5)
  }
})
