import { describe, expect, it } from 'vitest'
import { buildCatalogue } from './index.ts'

// A gift box of six that costs less than the same theme's box of three tells the shopper one of the two prices is
// wrong: the larger box holds the smaller one's products and more, and costs more.
describe('seeded gift boxes', () => {
  const boxes = buildCatalogue().filter((p) => p.product_type === 'App\\Models\\Box')
  const themes = new Map<string, typeof boxes>()
  for (const box of boxes) themes.set(box.name_card ?? '', [...(themes.get(box.name_card ?? '') ?? []), box])

  it('come in pairs per theme', () => {
    expect(themes.size).toBeGreaterThan(10)
    for (const pair of themes.values()) expect(pair).toHaveLength(2)
  })

  it.each([...themes.keys()])('%s: the larger box holds the smaller one and costs more', (theme) => {
    const [small, large] = [...themes.get(theme)!].sort((a, b) => (a.units_per_box ?? 0) - (b.units_per_box ?? 0))
    expect(large!.units_per_box).toBeGreaterThan(small!.units_per_box!)
    const inLarge = new Set(large!.contents!.map((c) => c.slug))
    for (const c of small!.contents!) expect(inLarge.has(c.slug)).toBe(true)
    expect(large!.price).toBeGreaterThan(small!.price)
  })
})
