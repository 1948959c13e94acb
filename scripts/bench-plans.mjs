#!/usr/bin/env node
// Query plans of the catalogue's statements on the bench database (the 5,000-product seed): EXPLAIN QUERY PLAN of the
// exact SQL the API builds (src/api/catalog/queries.ts, loaded through Vite for its path aliases) for the lists the
// catalogue bench requests, their counts and facets, the suggestion search and a product page's related products.
// A full scan of the products table is printed as a problem. Each statement's time is the median of --runs runs
// (default 7): one run of a sub-millisecond statement says more about the machine than about the statement.
//   node scripts/bench-plans.mjs [--state .wrangler/bench-state] [--runs 7]
// Prints one line per statement, then one JSON line { query_plans: [...] } (scripts/bench.mjs reads it).
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { createServer } from 'vite'

const root = resolve(import.meta.dirname, '..')
const i = process.argv.indexOf('--state')
const stateDir = resolve(root, i >= 0 ? process.argv[i + 1] : (process.env.SHOP_STATE_DIR ?? '.wrangler/state'))
const d1Dir = join(stateDir, 'v3/d1/miniflare-D1DatabaseObject')
const file = readdirSync(d1Dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
if (!file) throw new Error(`no local D1 database under ${d1Dir}`)
const db = new DatabaseSync(join(d1Dir, file), { readOnly: true })
const r = process.argv.indexOf('--runs')
const runs = Math.max(1, Number(r >= 0 ? process.argv[r + 1] : 7))

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { '~': join(root, 'src') } },
})
const q = await vite.ssrLoadModule('/src/api/catalog/queries.ts')
const { ftsQuery } = await vite.ssrLoadModule('/src/api/catalog/fts.ts')
const { clockedSql, nowIso } = await vite.ssrLoadModule('/src/api/clock.ts')
await vite.close()

const page = { page: 1, per_page: 24 }
const wines = q.scopeFor('wines')
// The lists of scripts/bench-catalog.mjs, as the API parses them.
const LISTS = [
  ['wines tinto+chile by price', { ...page, page: 2, sort: 'price_asc', tipo: ['tinto'], pais: ['chile'] }],
  [
    'wines variedad+price',
    { ...page, sort: 'newest', variedad: ['carmenere', 'syrah'], precio_min: 8000, precio_max: 40000 },
  ],
  [
    'wines francia regions by discount',
    { ...page, sort: 'discount', pais: ['francia'], region_francia: ['burdeos', 'borgona'] },
  ],
  [
    'wines blanco+marca in stock',
    { ...page, per_page: 48, sort: 'newest', tipo: ['blanco'], marca: ['vina-niebla-costera'], disponible: '1' },
  ],
  ['wines text+tinto', { ...page, sort: 'newest', q: 'colchagua', tipo: ['tinto'] }],
  ['wines, no filter', { ...page, sort: 'newest' }],
]
const statements = []
for (const [name, query] of LISTS) {
  statements.push([`list: ${name}`, q.listStatement(wines, query, 'es')])
  statements.push([`count: ${name}`, q.countStatement(wines, query)])
}
for (const key of ['tipo', 'pais', 'variedad', 'marca'])
  statements.push([`facet ${key}: wines francia`, q.facetStatement(wines, LISTS[2][1], key)])
statements.push(['price range + total: wines', q.priceRangeStatement(wines, LISTS[0][1])])
statements.push(['suggestions: carm', q.suggestionStatement(ftsQuery('carm'), 5, 1, 'es')])
const sample = db.prepare('SELECT * FROM products WHERE active = 1 ORDER BY id LIMIT 1').get()
// A product page's one batch: the product with its categories and photos, related products, a box's contents.
statements.push(['product detail', q.detailStatement(sample.slug, null, 'es')])
statements.push(['related products', q.relatedStatement(sample.slug, null, 'es')])
statements.push(['box contents', q.boxContentsStatement(sample.slug, null, 'es')])
for (const [name, query] of LISTS.slice(0, 2)) {
  for (const key of ['variedad', 'marca'])
    statements.push([`facet ${key}: ${name}`, q.facetStatement(wines, query, key)])
}
statements.push(['offers list', q.listStatement(q.scopeFor('offers'), { ...page, sort: 'discount' }, 'es')])
statements.push([
  'category list',
  q.listStatement({ kind: 'category', slug: 'navidad' }, { ...page, sort: 'newest' }, 'es'),
])

const fullScan = (detail) => /^SCAN (p|products)\b(?!.*USING)/.test(detail)
const plans = []
for (const [name, built] of statements) {
  // The instant is a parameter (src/api/clock.ts), numbered and bound after the others as the API's D1 wrapper does.
  const clocked = clockedSql(built.sql)
  const s = clocked ? { sql: clocked.sql, params: [...built.params, nowIso()] } : built
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...s.params.map((p) => (p === undefined ? null : p)))
  const details = rows.map((r) => String(r.detail))
  const prepared = db.prepare(s.sql)
  const times = []
  for (let n = 0; n < runs; n++) {
    const started = performance.now()
    prepared.all(...s.params.map((p) => (p === undefined ? null : p)))
    times.push(performance.now() - started)
  }
  const ms = times.sort((a, b) => a - b)[times.length >> 1]
  const problems = details.filter(fullScan)
  plans.push({ name, ms: Number(ms.toFixed(2)), problems, plan: details })
  console.log(`${name.padEnd(42)} ${ms.toFixed(1).padStart(7)} ms  ${problems.length ? problems.join('; ') : 'ok'}`)
}
console.log(JSON.stringify({ query_plans: plans }))
