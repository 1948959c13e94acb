import { describe, expect, it } from 'vitest'
import { buildSeed, pendingSets, seedSets } from './index.ts'

describe('seed bookkeeping (README "Start": a second start keeps the data)', () => {
  it('a new database loads every set, each recorded by name', () => {
    expect(pendingSets([]).map((s) => s.name)).toEqual(seedSets.map((s) => s.name))
    const records = buildSeed({}, []).filter((sql) => sql.startsWith('INSERT OR REPLACE INTO seed_runs'))
    expect(records).toHaveLength(seedSets.length)
  })
  it('a database seeded before sets were recorded by name ("base") loads only the sets added since', () => {
    expect(pendingSets(['base']).map((s) => s.name)).toEqual([
      'sommelier',
      'blog',
      'events',
      'staff',
      'catalogue-spelling-2026-11',
      'content-delivery-copy-2026-11',
      'content-wine-bar-prices-2026-11',
      'catalogue-box-prices-2026-11',
    ])
  })
  it('a fully seeded database loads nothing', () => {
    expect(
      buildSeed(
        {},
        seedSets.map((s) => s.name),
      ),
    ).toEqual([])
  })
})
