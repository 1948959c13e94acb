#!/usr/bin/env node
// `npm run bench`: the shop against the framework floor (bench/floor, a bare TanStack Start app of the same versions),
// both built and served the same way (`vite preview` on the local Workers runtime, compressed as the edge does) and
// measured in alternation in one run, so a busy or slow machine weighs on both alike. For home, /vinos, a product
// page and /carrito, each side's median of --runs N runs (default 3):
//   - Lighthouse 13 mobile (default simulated throttling), returning visitor (age accepted): main-thread work at load
//     and its breakdown (script evaluation / style & layout / other), TBT, LCP, performance score;
//   - first-load JS, gzip (scripts/page-weight.mjs);
// and SSR requests/s over ≥ 300 distinct product URLs ÷ the same server's static file (wrk, scripts/bench-wrk.mjs).
// Prints one table (scripts/bench-table.mjs: shop, floor, shop ÷ floor, target, met) and writes it as markdown to
// a Markdown file under bench-results/ (the README's table is refreshed from it) and every run to bench-results/latest.json.
// Options: --runs N (default 3), --seconds S (wrk per SSR run, default 8), --skip-build, --multiply N (the seed's
// catalogue multiplier, default 17: 8,942 products), --port P (shop, default 4320), --floor-port P (default 4321),
// --details (afterwards, the shop's own detailed figures: scripts/bench-details.mjs, with --catalog-multiply N and
// --lighthouse-runs N), --only ssr (the SSR rounds alone, no Lighthouse nor JS weights: a few minutes, for working on
// the server; prints each round's CPU per request and the medians, writes bench-results/ssr-latest.json and leaves
// the table alone). Needs wrk (Debian package `wrk`) and Chromium (scripts/chromium.mjs).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { printDetails, shopDetails } from './bench-details.mjs'
import { lighthouseRun } from './bench-lighthouse.mjs'
import { markdownTable, median, ssrMedians, summarise, TARGETS, targetCount } from './bench-table.mjs'
import { productPaths, wrk } from './bench-wrk.mjs'
import { firstLoadJs } from './page-weight.mjs'

const startedAt = new Date()
const root = resolve(import.meta.dirname, '..')
const floorDir = join(root, 'bench/floor')
const args = process.argv.slice(2)
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : def
}
const runs = Math.max(1, Number(opt('runs', 3)))
const seconds = Number(opt('seconds', 8))
const multiply = opt('multiply', '17')
const shopPort = Number(opt('port', 4320))
const floorPort = Number(opt('floor-port', 4321))
const only = opt('only', undefined)
if (only !== undefined && only !== 'ssr') {
  console.error(`npm run bench: --only ${only}? The one part that runs alone is ssr.`)
  process.exit(2)
}
const ssrOnly = only === 'ssr'
const details = args.includes('--details') && !ssrOnly
const stateDir = '.wrangler/bench-state'
/** The database of the catalogue's target size (5,000 products), for --details. */
const targetStateDir = '.wrangler/bench-state-5k'
const env = { ...process.env, SHOP_STATE_DIR: stateDir, CLOUDFLARE_CF_FETCH_ENABLED: 'false' }
/** A returning visitor: past the age gate (the gate is not what is measured). The floor has none and ignores it. */
const VISITOR = { cookie: 'isAcceptedAged=ok' }
/** How many distinct product URLs each server's SSR run cycles through. */
const PRODUCT_URLS = 400

const run = (cmd, argv, { cwd = root, extraEnv = {} } = {}) => {
  const r = spawnSync(cmd, argv, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`${cmd} ${argv.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`})`)
    process.exit(r.status ?? 1)
  }
}
if (spawnSync('wrk', ['--version']).error) {
  console.error('npm run bench needs wrk on the PATH (Debian: apt-get install wrk).')
  process.exit(2)
}

/** Refuses a port something else already answers on: the bench would measure that server instead of its own. */
async function ensureFree(port, flag) {
  const answered = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  )
  if (!answered) return
  console.error(`npm run bench: port ${port} already answers (another server?): free it or pass ${flag} P.`)
  process.exit(2)
}
// Before any reset or build, so that a busy port costs seconds, not the build's minutes.
await ensureFree(shopPort, '--port')
await ensureFree(floorPort, '--floor-port')

// Vite through the running Node (the shop pins its own Node; the system's may be older than Start allows).
const vite = (dir) => join(dir, 'node_modules/vite/bin/vite.js')

run(process.execPath, [join(root, 'scripts/db.mjs'), 'reset', '--multiply', multiply])
if (details)
  run(process.execPath, [join(root, 'scripts/db.mjs'), 'reset', '--multiply', opt('catalog-multiply', '10')], {
    extraEnv: { SHOP_STATE_DIR: targetStateDir },
  })
// The floor installs from its own lock the first time (its dependencies are not the shop's).
if (!existsSync(join(floorDir, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: floorDir })
if (!args.includes('--skip-build')) {
  run(process.execPath, [vite(root), 'build', '--logLevel', 'warn'])
  run(process.execPath, [vite(floorDir), 'build', '--logLevel', 'warn'], { cwd: floorDir })
}

/** A `vite preview` in its own process group, so it and its workerd stop together. */
function serve(dir, port, extraEnv = {}) {
  const child = spawn(process.execPath, [vite(dir), 'preview', '--port', String(port), '--strictPort'], {
    cwd: dir,
    env: { ...env, ...extraEnv },
    stdio: 'ignore',
    detached: true,
  })
  return { child, base: `http://localhost:${port}` }
}
const servers = new Map()
const stop = (name) => {
  try {
    process.kill(-servers.get(name).child.pid, 'SIGTERM')
  } catch {
    /* already gone */
  }
}
process.on('exit', () => servers.forEach((_, name) => stop(name)))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

async function waitUp({ base, child }, path) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${base} exited (code ${child.exitCode})`)
    try {
      if ((await fetch(`${base}${path}`)).ok) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${base} did not start`)
}
async function waitDown(base, path) {
  for (let i = 0; i < 60; i++) {
    try {
      await fetch(`${base}${path}`)
    } catch {
      return
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

servers.set('shop', serve(root, shopPort))
servers.set('floor', serve(floorDir, floorPort))
const shop = servers.get('shop').base
const floor = servers.get('floor').base
await Promise.all([waitUp(servers.get('shop'), '/api/regions'), waitUp(servers.get('floor'), '/favicon.svg')])
const loadAtStart = loadavg().map((n) => Number(n.toFixed(1)))

const { productPaths: floorProductPaths } = await import(pathToFileURL(join(floorDir, 'src/products.js')).href)
const productSlug = await fetch(`${shop}/api/wines?per_page=1&sort=newest`)
  .then((r) => r.json())
  .then((j) => j.data?.[0]?.slug)
if (!productSlug) throw new Error('the shop listed no wine')
const floorProducts = floorProductPaths()
const PAGES = [
  { key: 'home', label: 'home', shop: '/', floor: '/' },
  { key: 'vinos', label: '`/vinos`', shop: '/vinos', floor: '/vinos' },
  { key: 'product', label: 'a product page', shop: `/vinos/${productSlug}`, floor: floorProducts[0] },
  { key: 'carrito', label: '`/carrito`', shop: '/carrito', floor: '/carrito' },
]
const bases = { shop, floor }
const measured = {
  pages: PAGES.map((p) => ({
    key: p.key,
    label: p.label,
    paths: { shop: p.shop, floor: p.floor },
    shop: { lighthouse: [], jsKB: NaN },
    floor: { lighthouse: [], jsKB: NaN },
  })),
  ssr: { shop: [], floor: [], urls: { shop: 0, floor: 0 } },
}

// Every page once on each side: the first request of a module in workerd compiles it, which no visitor after the
// first one pays.
for (const p of measured.pages)
  for (const side of ['shop', 'floor'])
    await (await fetch(`${bases[side]}${p.paths[side]}`, { headers: VISITOR })).arrayBuffer()

for (const p of ssrOnly ? [] : measured.pages)
  for (const side of ['shop', 'floor'])
    p[side].jsKB = (await firstLoadJs(bases[side], p.paths[side], { headers: VISITOR })).gzipKB

/** Each server process's median CPU milliseconds per page over the rounds. */
const cpuMedians = (rounds) => {
  const names = new Set(rounds.flatMap((r) => Object.keys(r.pages.cpu_ms_per_request ?? {})))
  return Object.fromEntries([...names].map((n) => [n, median(rounds.map((r) => r.pages.cpu_ms_per_request?.[n]))]))
}
const cpuLine = (cpu) =>
  Object.entries(cpu ?? {})
    .map(([name, ms]) => `${name} ${Number(ms).toFixed(1)}`)
    .join(', ') || 'not measured'
const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a')
// Lighthouse, alternated: run by run, page by page, shop then floor on even runs and floor then shop on odd ones, so
// neither side always comes first after a pause.
for (let r = 0; r < (ssrOnly ? 0 : runs); r++) {
  for (const p of measured.pages) {
    for (const side of r % 2 ? ['floor', 'shop'] : ['shop', 'floor']) {
      const lh = await lighthouseRun(`${bases[side]}${p.paths[side]}`, VISITOR, ['performance'])
      p[side].lighthouse.push(lh)
      console.log(
        `  Lighthouse ${r + 1}/${runs} ${p.key.padEnd(8)} ${side.padEnd(5)} ${lh.error ? `no score (${lh.error})` : `performance ${lh.performance}, main thread ${f0(lh.mainThreadMs)} ms, TBT ${f0(lh.tbtMs)} ms`}`,
      )
    }
  }
}

// SSR over distinct product URLs against each server's own static file, alternated round by round.
const paths = { shop: await productPaths(shop, PRODUCT_URLS), floor: floorProducts.slice(0, PRODUCT_URLS) }
if (paths.shop.length < 300) throw new Error(`only ${paths.shop.length} product URLs in the shop's sitemap`)
measured.ssr.urls = { shop: paths.shop.length, floor: paths.floor.length }
for (const side of ['shop', 'floor']) wrk(bases[side], paths[side], { seconds: 3 }) // warm-up: every page once
for (let r = 0; r < runs; r++) {
  for (const side of r % 2 ? ['floor', 'shop'] : ['shop', 'floor']) {
    // The static file as long as the pages: on a busy machine a short run of it is mostly noise.
    const staticRun = wrk(bases[side], ['/favicon.svg'], { seconds })
    const pagesRun = wrk(bases[side], paths[side], { seconds })
    measured.ssr[side].push({ static: staticRun, pages: pagesRun })
    console.log(
      `  SSR ${r + 1}/${runs} ${side.padEnd(5)} ${f0(pagesRun.rps)} req/s over ${paths[side].length} product URLs ÷ ${f0(staticRun.rps)} static = ${(pagesRun.rps / staticRun.rps).toFixed(2)}${pagesRun.non200 ? ` · ${pagesRun.non200} not 200` : ''}${ssrOnly ? ` · CPU ms per page ${cpuLine(pagesRun.cpu_ms_per_request)}` : ''}`,
    )
  }
}

const loadAtEnd = loadavg().map((n) => Number(n.toFixed(1)))
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim()

if (ssrOnly) {
  const ssr = {
    shop: ssrMedians(measured.ssr.shop),
    floor: ssrMedians(measured.ssr.floor),
    cpu: { shop: cpuMedians(measured.ssr.shop), floor: cpuMedians(measured.ssr.floor) },
  }
  const share = ssr.shop.ratio / ssr.floor.ratio
  console.log(
    `\nSSR only, ${commit} (${runs} runs alternated, medians; load average ${loadAtStart[0]} → ${loadAtEnd[0]}): shop ${ssr.shop.ratio.toFixed(3)} (${f0(ssr.shop.pagesRps)} ÷ ${f0(ssr.shop.staticRps)} req/s), floor ${ssr.floor.ratio.toFixed(3)} (${f0(ssr.floor.pagesRps)} ÷ ${f0(ssr.floor.staticRps)}): ${share.toFixed(2)} of the floor's (target ${TARGETS.ssrShare}).`,
  )
  console.log(`CPU ms per page: shop ${cpuLine(ssr.cpu.shop)} · floor ${cpuLine(ssr.cpu.floor)}`)
  mkdirSync(join(root, 'bench-results'), { recursive: true })
  writeFileSync(
    join(root, 'bench-results/ssr-latest.json'),
    JSON.stringify(
      {
        date: startedAt.toISOString(),
        commit,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        runs,
        seconds,
        share,
        ssr,
        measured: measured.ssr,
      },
      null,
      2,
    ),
  )
  process.exit(0)
}

const summary = summarise(measured)
const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version
const minutes = ((Date.now() - startedAt.getTime()) / 60_000).toFixed(0)
const failed = measured.pages.flatMap((p) =>
  ['shop', 'floor'].flatMap((side) =>
    p[side].lighthouse.filter((r) => r.error).map((r) => `${p.key} ${side} (${r.error})`),
  ),
)
// Other work on the machine slows both sides alike, but not always by the same factor: the load average says how
// busy the machine was.
const caption = [
  `Shop (${commit || 'unknown commit'}) against the framework floor, \`npm run bench\` on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  `(${minutes} min): ${runs} runs alternated, medians; Lighthouse ${lighthouseVersion} mobile, returning visitor;`,
  `${cpus().length} cores, load average ${loadAtStart[0]} at the start and ${loadAtEnd[0]} at the end. Main-thread times are`,
  `Lighthouse's (the CPU slowed 4×); the breakdown is that of the run with the median total. ${targetCount(summary)}.`,
  ...(failed.length ? [`Runs without a score, left out of the medians: ${failed.join(', ')}.`] : []),
].join('\n')
const table = markdownTable(summary)
console.log(`\n${caption}\n\n${table}\n`)
mkdirSync(join(root, 'bench-results'), { recursive: true })
writeFileSync(join(root, 'bench-results/bench-table.md'), `${caption}\n\n${table}\n`)
const results = {
  date: startedAt.toISOString(),
  commit,
  node: process.versions.node,
  cores: cpus().length,
  loadAverage: { start: loadAtStart, end: loadAtEnd },
  runs,
  seconds,
  measured,
  summary,
}
writeFileSync(join(root, 'bench-results/latest.json'), JSON.stringify(results, null, 2))

if (details) {
  stop('floor')
  const restartOn = async (state) => {
    stop('shop')
    await waitDown(shop, '/api/regions')
    servers.set('shop', serve(root, shopPort, { SHOP_STATE_DIR: state }))
    await waitUp(servers.get('shop'), '/api/regions')
  }
  results.details = await shopDetails({
    root,
    base: shop,
    env,
    stateDir,
    targetStateDir,
    pages: [
      ['home', '/'],
      ['/vinos', '/vinos'],
      ['product page', `/vinos/${productSlug}`],
      ['/carrito', '/carrito'],
    ],
    seconds,
    lighthouseRuns: Number(opt('lighthouse-runs', 3)),
    restartOn,
  })
  printDetails(results.details)
  writeFileSync(join(root, 'bench-results/latest.json'), JSON.stringify(results, null, 2))
}
process.exit(0)
