import { describe, expect, it } from 'vitest'
import { markdownTable, median, medianRun, summarise, targetCount } from './bench-table.mjs'

const run = (mainThreadMs: number, performance: number, extra: Record<string, number> = {}) => ({
  performance,
  mainThreadMs,
  scriptEvaluationMs: mainThreadMs * 0.4,
  styleLayoutMs: mainThreadMs * 0.3,
  otherMs: mainThreadMs * 0.3,
  tbtMs: mainThreadMs / 10,
  lcpMs: 1500,
  ...extra,
})

const ssrRound = (pages: number, statics: number) => ({ pages: { rps: pages }, static: { rps: statics } })

function measured(shopHome: number[], floorHome: number[]) {
  const page = (key: string, shopMs: number[], floorMs: number[], shopJs: number) => ({
    key,
    label: key,
    shop: { lighthouse: shopMs.map((m) => run(m, 90)), jsKB: shopJs },
    floor: { lighthouse: floorMs.map((m) => run(m, 95)), jsKB: 100 },
  })
  return {
    pages: [
      page('home', shopHome, floorHome, 139.9),
      page('vinos', [3000, 3000, 3000], [1000, 1000, 1000], 160),
      page('product', [2000, 2000, 2000], [1000, 1000, 1000], 150),
      page('carrito', [9000, 9000, 9000], [1000, 1000, 1000], 150),
    ],
    ssr: {
      shop: [ssrRound(30, 100), ssrRound(40, 100), ssrRound(35, 100)],
      floor: [ssrRound(50, 100), ssrRound(60, 100), ssrRound(55, 100)],
      urls: { shop: 400, floor: 400 },
    },
  }
}

describe('median', () => {
  it('takes the middle value, the mean of the middle two for an even count, and skips what was not measured', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, Number.NaN, 1, 3])).toBe(3)
    expect(median([])).toBeNaN()
  })
})

describe('medianRun', () => {
  it('keeps the whole run of the median total, so its breakdown adds up to a measured total', () => {
    const runs = [run(3000, 80), run(1000, 90), run(2000, 85), run(4000, 70)]
    expect(medianRun(runs)?.mainThreadMs).toBe(2000)
    expect(medianRun([])).toBeUndefined()
  })
})

describe('summarise', () => {
  it('divides the shop by the floor of the same run and judges each target', () => {
    const s = summarise(measured([5000, 4000, 6000], [1000, 1200, 800]))
    const home = s.pages[0]!
    expect(home.shop.mainThreadMs).toBe(5000)
    expect(home.floor.mainThreadMs).toBe(1000)
    expect(home.mainThreadRatio).toBe(5)
    expect(home.met.mainThread).toBe(false)
    // 90 against 95: five points below the floor, more than the three allowed.
    expect(home.lighthouseDiff).toBe(-5)
    expect(home.met.lighthouse).toBe(false)
    // Home is allowed 40 KB over the floor, other pages 55.
    expect(home.jsDiffKB).toBeCloseTo(39.9)
    expect(home.met.firstLoadJs).toBe(true)
    expect(s.pages[1]!.met.firstLoadJs).toBe(false)
    expect(s.pages[2]!.met.firstLoadJs).toBe(true)
    // The product page at exactly twice the floor meets the target; /carrito has no main-thread target.
    expect(s.pages[2]!.met.mainThread).toBe(true)
    expect(s.pages[3]!.met.mainThread).toBeUndefined()
    // SSR: the median of each round's ratio, 0.35 against 0.55.
    expect(s.ssr.shop.ratio).toBeCloseTo(0.35)
    expect(s.ssr.floor.ratio).toBeCloseTo(0.55)
    expect(s.ssr.share).toBeCloseTo(0.636, 3)
    expect(s.ssr.met).toBe(true)
  })

  it('leaves out runs Lighthouse could not score and says a target was not measured when nothing was', () => {
    const m = measured([5000, 4000, 6000], [1000, 1200, 800])
    m.pages[0]!.shop.lighthouse.push({ error: 'NO_NAVSTART' } as never)
    m.pages[1]!.shop.lighthouse = [{ error: 'NO_FCP' } as never]
    const s = summarise(m)
    expect(s.pages[0]!.shop.runs).toBe(3)
    expect(s.pages[0]!.shop.failedRuns).toBe(1)
    expect(s.pages[0]!.shop.mainThreadMs).toBe(5000)
    expect(s.pages[1]!.met.mainThread).toBeNull()
    expect(s.pages[1]!.met.lighthouse).toBeNull()
  })
})

describe('markdownTable', () => {
  it('prints one block per page and the SSR line, with verdicts', () => {
    const s = summarise(measured([5000, 4000, 6000], [1000, 1200, 800]))
    const table = markdownTable(s)
    const lines = table.split('\n')
    // Header, separator, six rows per page, one SSR row.
    expect(lines).toHaveLength(2 + 4 * 6 + 1)
    expect(table).toContain('| home | main-thread work at load | 5,000 ms | 1,000 ms | 5.0 | ≤ 2.0× | **not met** |')
    expect(table).toContain('|  | first-load JS (gzip) | 139.9 KB | 100.0 KB | +39.9 KB | ≤ floor + 40 KB | met |')
    expect(table).toContain('|  | Lighthouse performance | 90 | 95 | −5 points | ≥ floor − 3 | **not met** |')
    expect(table).toContain('2,000 / 1,500 / 1,500 ms')
    expect(lines.at(-1)).toBe(
      '| product pages (400 / 400 distinct URLs) | SSR req/s ÷ its own static file | 0.35 (35 ÷ 100) | 0.55 (55 ÷ 100) | 0.64 | ≥ 0.6 | met |',
    )
    expect(targetCount(s)).toBe('5 of 12 targets met')
  })
})
