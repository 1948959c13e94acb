import { contentSeed } from './content/index.ts'
import { catalogueSeed } from './catalogue/index.ts'
import { sommelierSeed } from './sommelier/index.ts'
import { blogSeed } from './blog/index.ts'
import { eventsSeed } from './events/index.ts'
import { ordersSeed } from './orders/index.ts'
import { staffSeed } from './staff/index.ts'
import { spellingFixSeed } from './catalogue/spelling.ts'
import { deliveryCopySeed } from './content/delivery-copy.ts'
import { wineBarPricesSeed } from './content/wine-bar-prices.ts'
import { boxPricesSeed } from './catalogue/box-prices.ts'

export interface SeedOptions {
  /** Multiplies the catalogue (bench seed: at least 5,000 products). */
  multiply?: number
}

export interface SeedSet {
  name: string
  statements: (options: SeedOptions) => string[]
}

// Order matters: later sets may reference rows of earlier ones.
export const seedSets: SeedSet[] = [
  contentSeed,
  catalogueSeed,
  sommelierSeed,
  blogSeed,
  eventsSeed,
  ordersSeed,
  staffSeed,
  spellingFixSeed,
  deliveryCopySeed,
  wineBarPricesSeed,
  boxPricesSeed,
]

/** The sets that the first seeds recorded under the single name 'base' (before each set was recorded by name). */
const BASE_SETS = ['content', 'catalogue', 'orders']

/** The seed sets a database has not loaded yet, given the names in its seed_runs table. */
export function pendingSets(applied: readonly string[]): SeedSet[] {
  const done = new Set(applied)
  if (done.has('base')) for (const name of BASE_SETS) done.add(name)
  return seedSets.filter((set) => !done.has(set.name))
}

/**
 * The statements of every set not loaded yet, each followed by its seed_runs row: a second start keeps the data,
 * and a set added by a later release (blog, events…) is loaded into an existing local database on the next start.
 */
export function buildSeed(options: SeedOptions = {}, applied: readonly string[] = []): string[] {
  return pendingSets(applied).flatMap((set) => [
    ...set.statements(options),
    `INSERT OR REPLACE INTO seed_runs (name) VALUES ('${set.name}');`,
  ])
}
