#!/usr/bin/env node
// Catalogue benchmark: p50/p95 of a filtered GET /api/wines list and of the suggestion search,
// plus SSR requests/s of /vinos next to a static asset, against a running server. Two floors come last: an /api
// answer without D1 (a 404) and one with a single trivial statement (/api/health, SELECT 1); what a catalogue call
// costs above them is its own (docs/decisions/026-one-catalogue-engine.md).
//   node scripts/bench-catalog.mjs http://localhost:3000 [requests=200] [concurrency=4]
// Each line also says, from the API's local Server-Timing, how much of a call was spent inside the API (p50) and how
// much of that waiting for D1: the rest of the latency is the runtime's path around the Worker (the floors).
// Concurrency 1 is one shopper's latency; 4 on a 2-core machine adds queueing behind the others. The target (p95
// ≤ 10 ms) is set at 5,000 products: `node scripts/db.mjs reset --multiply 10` seeds 5,260, `npm run db:seed:bench`
// (multiply 17) 8,942; `npm run bench` runs both sizes at both concurrencies and labels each line.

const base = (process.argv[2] ?? '').replace(/\/$/, '')
if (!/^https?:\/\//.test(base)) {
  console.error('usage: node scripts/bench-catalog.mjs <server-url> [requests] [concurrency]')
  process.exit(2)
}
const total = Number(process.argv[3] ?? 200)
const concurrency = Number(process.argv[4] ?? 4)

const LISTS = [
  '/api/wines?tipo=tinto&pais=chile&sort=price_asc&page=2',
  '/api/wines?variedad=carmenere,syrah&precio_min=8000&precio_max=40000',
  '/api/wines?pais=francia&region_francia=burdeos,borgona&sort=discount',
  '/api/wines?tipo=blanco&marca=vina-niebla-costera&disponible=1&page=1&per_page=48',
  '/api/wines?q=colchagua&tipo=tinto&sort=newest',
]
const WORDS = [
  'ca',
  'carm',
  'carmenere',
  'caber',
  'pinot',
  'sauv',
  'malb',
  'champ',
  'pisco',
  'whis',
  'queso',
  'brie',
  'syrah maipo',
  'gran reserva',
  'rio',
]

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

async function run(name, pathFor, headers = {}, expectedStatus = null) {
  // Warm-up: first requests compile and fill caches.
  for (let i = 0; i < Math.min(10, total); i++) await fetch(base + pathFor(i), { headers }).then((r) => r.arrayBuffer())
  const times = []
  const queries = []
  const inApi = []
  const d1Wait = []
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++
        const t0 = performance.now()
        const res = await fetch(base + pathFor(i), { headers })
        await res.arrayBuffer()
        times.push(performance.now() - t0)
        if (expectedStatus === null ? !res.ok : res.status !== expectedStatus) failures++
        // Every answer that says how many D1 queries it ran counts.
        const q = res.headers.has('x-d1-queries') ? Number(res.headers.get('x-d1-queries')) : NaN
        if (Number.isFinite(q)) queries.push(q)
        const timing = res.headers.get('server-timing') ?? ''
        const app = /\bapp;dur=([\d.]+)/.exec(timing)
        const wait = /\bd1;desc="wait";dur=([\d.]+)/.exec(timing)
        if (app) inApi.push(Number(app[1]))
        if (wait) d1Wait.push(Number(wait[1]))
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  inApi.sort((a, b) => a - b)
  d1Wait.sort((a, b) => a - b)
  const line = {
    bench: name,
    requests: times.length,
    failures,
    p50_ms: Number(percentile(times, 50).toFixed(1)),
    p95_ms: Number(percentile(times, 95).toFixed(1)),
    rps: Number((times.length / elapsed).toFixed(1)),
    ...(queries.length
      ? { d1_queries_per_request: Number((queries.reduce((a, b) => a + b, 0) / queries.length).toFixed(1)) }
      : {}),
    ...(inApi.length ? { api_p50_ms: percentile(inApi, 50), d1_wait_p50_ms: percentile(d1Wait, 50) } : {}),
  }
  console.log(
    `${name.padEnd(22)} p50 ${String(line.p50_ms).padStart(7)} ms   p95 ${String(line.p95_ms).padStart(7)} ms   ${String(line.rps).padStart(7)} req/s` +
      (inApi.length ? `   in the API p50 ${line.api_p50_ms} ms (D1 wait ${line.d1_wait_p50_ms})` : '') +
      (failures ? `   ${failures} failed` : ''),
  )
  return line
}

const count = await fetch(`${base}/api/wines?per_page=1`)
  .then((r) => r.json())
  .catch(() => null)
const products = await Promise.all(
  ['wines', 'alcohols', 'boxes', 'gourmets'].map((r) =>
    fetch(`${base}/api/${r}?per_page=1`)
      .then((x) => x.json())
      .then((j) => j.total ?? 0)
      .catch(() => 0),
  ),
)
console.log(
  `catalogue bench against ${base}: ${products.reduce((a, b) => a + b, 0)} products (${count?.total ?? '?'} wines), ${total} requests, concurrency ${concurrency}`,
)

let fresh = 0
const results = [
  await run('wines filtered list', (i) => LISTS[i % LISTS.length]),
  // The same filters with a price ceiling never asked before: no cache on the way (the API's max-age, an edge) could
  // serve it, so each is what a new list costs.
  await run('wines list, new query', (i) => {
    const url = new URL(LISTS[i % LISTS.length], base)
    url.searchParams.set('precio_max', String(60000 + fresh++ * 10))
    return url.pathname + url.search
  }),
  await run('wines filters+facets', (i) => LISTS[i % LISTS.length].replace('/api/wines?', '/api/wines/filters?')),
  await run(
    'suggestion search',
    (i) => `/api/search/suggestions?search=${encodeURIComponent(WORDS[i % WORDS.length])}&per_page=5`,
  ),
  await run('SSR /vinos', (i) => `/vinos?pagina=${(i % 5) + 1}`, { cookie: 'isAcceptedAged=ok' }),
  await run('static /favicon.svg', () => '/favicon.svg'),
  await run('API floor: no D1 (404)', () => '/api/no-such-call', {}, 404),
  await run('API floor: SELECT 1', () => '/api/health'),
]
console.log(
  JSON.stringify({
    catalogue_bench: results,
    products: products.reduce((a, b) => a + b, 0),
    concurrency,
  }),
)
