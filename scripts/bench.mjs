#!/usr/bin/env node
// `npm run bench`: measures the built shop on the local Workers runtime (not a timed test).
//   1. first-load JS of the home page (gzip KB of every script the HTML loads or preloads)
//   2. SSR requests/s of the home page vs a static asset of the same Worker in the same run (and the ratio)
//   3. D1 queries per warm home request (Server-Timing "d1" from src/server.ts)
//   4. catalogue figures (scripts/bench-catalog.mjs) on the 5,000-product seed
// Options: --skip-build, --multiply N (catalogue multiplier, default 17), --seconds S (load per target, default 8).
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { KEY_PAGES, firstLoadJs as pageWeight } from './page-weight.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : def
}
const port = Number(opt('port', 4320))
const seconds = Number(opt('seconds', 8))
const multiply = opt('multiply', '17')
const base = `http://localhost:${port}`
const env = { ...process.env, SHOP_STATE_DIR: '.wrangler/bench-state', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
const run = (cmd, argv) => {
  const r = spawnSync(cmd, argv, { cwd: root, env, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run(process.execPath, [join(root, 'scripts/db.mjs'), 'reset', '--multiply', multiply])
if (!args.includes('--skip-build')) run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'])
const server = spawn(join(root, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--strictPort'], {
  cwd: root,
  env,
  stdio: 'ignore',
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    /* already gone */
  }
}
process.on('exit', stop)

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/regions`)).ok) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

/** Closed-loop load: `concurrency` clients for `secs` seconds; returns requests/s and latency percentiles. */
async function load(url, { secs = seconds, concurrency = 8, headers = {} } = {}) {
  const latencies = []
  let errors = 0
  const end = Date.now() + secs * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now()
        try {
          const res = await fetch(url, { headers })
          await res.arrayBuffer()
          if (!res.ok) errors++
        } catch {
          errors++
        }
        latencies.push(performance.now() - t0)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
  return { rps: latencies.length / secs, p50: pct(50), p95: pct(95), errors, n: latencies.length }
}

async function firstLoadJs(path) {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie: 'isAcceptedAged=ok' } })).text()
  const urls = new Set()
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(m[1])
  let raw = 0
  let gz = 0
  for (const u of urls) {
    const buf = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer())
    raw += buf.length
    gz += gzipSync(buf, { level: 9 }).length
  }
  return { files: urls.size, rawKB: raw / 1024, gzipKB: gz / 1024, htmlGzipKB: gzipSync(html).length / 1024 }
}

async function d1PerWarmRequest(path) {
  await fetch(`${base}${path}`) // warm the edge cache
  const res = await fetch(`${base}${path}`)
  await res.arrayBuffer()
  const timing = res.headers.get('server-timing') ?? ''
  const m = timing.match(/d1;desc="queries";dur=(\d+)/)
  return m ? Number(m[1]) : NaN
}

await waitUp()
const results = { date: new Date().toISOString(), node: process.versions.node, seconds }
results.homeJs = await firstLoadJs('/')
// First-load JS of the key pages, counted as the JS budget test counts it (scripts/page-weight.mjs).
results.firstLoadJs = {}
for (const p of KEY_PAGES) results.firstLoadJs[p] = (await pageWeight(base, p)).gzipKB
results.d1WarmHome = await d1PerWarmRequest('/')
await load(`${base}/`, { secs: 2 }) // warm-up
results.staticAsset = await load(`${base}/favicon.svg`)
results.ssrHome = await load(`${base}/`)
results.ssrRatio = results.ssrHome.rps / results.staticAsset.rps
// Catalogue figures: filtered /api/wines, facets, suggestion search, SSR /vinos vs the static asset.
const catalogRun = spawnSync(process.execPath, [join(root, 'scripts/bench-catalog.mjs'), base, '200', '4'], {
  cwd: root,
  encoding: 'utf8',
})
const catalogJson = catalogRun.stdout.trim().split('\n').at(-1) ?? ''
results.catalog = catalogJson.startsWith('{') ? JSON.parse(catalogJson).catalogue_bench : []

const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a')
console.log('\nBenchmark (local workerd via vite preview, 2 cores; figures are relative, not production)')
console.log(
  `  home first-load JS      ${f(results.homeJs.gzipKB)} KB gzip (${results.homeJs.files} files, ${f(results.homeJs.rawKB)} KB raw)`,
)
for (const [p, kb] of Object.entries(results.firstLoadJs))
  console.log(`  first-load JS ${p.padEnd(9)} ${f(kb)} KB gzip`)
console.log(`  home HTML               ${f(results.homeJs.htmlGzipKB)} KB gzip`)
console.log(`  D1 queries, warm home   ${results.d1WarmHome}`)
console.log(`  static asset            ${f(results.staticAsset.rps, 0)} req/s (p50 ${f(results.staticAsset.p50)} ms)`)
console.log(
  `  SSR home                ${f(results.ssrHome.rps, 0)} req/s (p50 ${f(results.ssrHome.p50)} ms, p95 ${f(results.ssrHome.p95)} ms)`,
)
console.log(`  SSR / static ratio      ${f(results.ssrRatio, 3)}`)
for (const r of results.catalog) {
  console.log(`  ${r.bench.padEnd(23)} p50 ${f(r.p50_ms)} ms, p95 ${f(r.p95_ms)} ms, ${f(r.rps, 0)} req/s`)
}
mkdirSync(join(root, 'bench-results'), { recursive: true })
writeFileSync(join(root, 'bench-results/latest.json'), JSON.stringify(results, null, 2))
stop()
process.exit(0)
