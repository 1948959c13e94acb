import { contentSeed } from './content/index.ts'
import { catalogueSeed } from './catalogue/index.ts'
import { sommelierSeed } from './sommelier/index.ts'
import { blogSeed } from './blog/index.ts'
import { eventsSeed } from './events/index.ts'
import { ordersSeed } from './orders/index.ts'

export interface SeedOptions {
  /** Multiplies the catalogue (bench seed: at least 5,000 products). */
  multiply?: number
}

export interface SeedSet {
  name: string
  statements: (options: SeedOptions) => string[]
}

// Order matters: later sets may reference rows of earlier ones.
export const seedSets: SeedSet[] = [contentSeed, catalogueSeed, sommelierSeed, blogSeed, eventsSeed, ordersSeed]

/** Every statement of the seed, ending with the bookkeeping row that makes a second start keep the data. */
export function buildSeed(options: SeedOptions = {}): string[] {
  const statements = seedSets.flatMap((set) => set.statements(options))
  statements.push(`INSERT OR REPLACE INTO seed_runs (name) VALUES ('base');`)
  return statements
}
