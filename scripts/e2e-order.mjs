// The order of a shuffled browser-test run: every spec file of the two Playwright projects (the browser journeys and
// the abuse suite), shuffled by a seeded generator so that a seed names one order and gives it again.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The spec files of a run, as `{ project, file }`, project 'chromium' for tests/e2e and 'abuse' for tests/abuse. */
export function specFiles(root) {
  return [
    ['chromium', 'tests/e2e'],
    ['abuse', 'tests/abuse'],
  ].flatMap(([project, dir]) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.spec.ts'))
      .sort()
      .map((name) => ({ project, file: `${dir}/${name}` })),
  )
}

/** mulberry32: a small seeded generator, enough to draw an order. */
function generator(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fisher–Yates with the seed's generator: the same seed and list give the same order. */
export function shuffled(items, seed) {
  const random = generator(seed)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}
