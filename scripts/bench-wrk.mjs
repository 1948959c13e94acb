#!/usr/bin/env node
// SSR throughput over distinct product pages, with wrk: a Lua script cycles through the product URLs of the running
// shop's sitemap.xml (every request a different page until the list wraps, each wrk thread starting at its own
// offset), compressed as a browser asks, next to a static file loaded the same way in the same run. Prints
// requests/s of both, their ratio, and the median and p95 of the pages' Server-Timing "ssr" (server time per page).
//   node scripts/bench-wrk.mjs http://localhost:4521 [--seconds 10] [--connections 8] [--pages 400]
// Prints one JSON line { product_pages: … } last (scripts/bench.mjs reads it). Needs wrk on the PATH (/usr/bin/wrk).
// With 2 cores, wrk, the Node server of `vite preview` (proxy and compression) and workerd (the Worker and D1) share
// the CPU: each run also says how many CPU milliseconds per request each of them spent (Linux /proc; the server's
// processes are the one listening on the port and its process group), so a page's cost can be told from the
// machine's load and from the proxy in front of it.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A returning visitor: past the age gate (the gate is not what is measured). */
const COOKIE = 'isAcceptedAged=ok'
const NOT_PRODUCTS = /^\/(blog|eventos)\//

/** Product pages' paths from the shop's sitemap.xml (products carry a lastmod; lists do not). */
export async function productPaths(base, limit) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = []
  for (const [, loc] of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>/g)) {
    const path = new URL(loc.replaceAll('&amp;', '&')).pathname
    if (!NOT_PRODUCTS.test(path)) paths.push(path)
    if (paths.length >= limit) break
  }
  return paths
}

const luaString = (s) => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`

/** The Lua script: cycle through `paths`, collect Server-Timing ssr per thread, print a JSON summary when done. */
function luaScript(paths) {
  return `
local paths = { ${paths.map(luaString).join(', ')} }
local threads = {}
local next_id = 0
function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end
wrk.headers["Accept-Encoding"] = "br, gzip"
wrk.headers["Cookie"] = ${luaString(COOKIE)}
local i = 0
timings = {}
bad = 0
function init(args)
  -- Threads start far apart in the list, so no two ask for the same page at the same time.
  i = (id or 0) * 7919
end
function request()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
function response(status, headers, body)
  if status ~= 200 then bad = bad + 1 end
  local st = headers["server-timing"] or headers["Server-Timing"]
  if st then
    local d = st:match("ssr;[^,]*dur=([%d%.]+)")
    if d then timings[#timings + 1] = tonumber(d) end
  end
end
function done(summary, latency, requests)
  local all = {}
  local errors = 0
  for _, t in ipairs(threads) do
    for _, v in ipairs(t:get("timings")) do all[#all + 1] = v end
    errors = errors + t:get("bad")
  end
  table.sort(all)
  local function pct(p)
    if #all == 0 then return -1 end
    return all[math.max(1, math.min(#all, math.ceil(p / 100 * #all)))]
  end
  io.write(string.format('WRK_JSON {"requests":%d,"seconds":%.3f,"non200":%d,"socket_errors":%d,"latency_p50_ms":%.2f,"latency_p95_ms":%.2f,"ssr_n":%d,"ssr_median_ms":%.2f,"ssr_p95_ms":%.2f,"distinct_urls":%d}\\n',
    summary.requests, summary.duration / 1e6, errors,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, #all, pct(50), pct(95), #paths))
end
`
}

const TICKS_PER_SECOND = 100

/** The processes serving `base`: the one listening on its port and the rest of its process group (empty off Linux). */
function serverProcesses(base) {
  try {
    const port = new URL(base).port
    const ss = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout
    const pid = ss.match(/pid=(\d+)/)?.[1]
    if (!pid) return []
    const group = statOf(pid)?.pgrp
    return readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .map(statOf)
      .filter((st) => st && st.pgrp === group)
  } catch {
    return []
  }
}

/** A process's name, process group and CPU ticks so far (user + system), from /proc/<pid>/stat. */
function statOf(pid) {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const name = raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')'))
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ')
    return { pid, name, pgrp: f[2], ticks: Number(f[11]) + Number(f[12]) }
  } catch {
    return undefined
  }
}

/** CPU milliseconds per request of each server process (by name) between two snapshots. */
function cpuPerRequest(before, after, requests) {
  const out = {}
  for (const b of before) {
    const a = after.find((p) => p.pid === b.pid)
    const ms = a ? ((a.ticks - b.ticks) * 1000) / TICKS_PER_SECOND : 0
    if (ms > 0) out[b.name] = Number(((out[b.name] ?? 0) + ms / Math.max(1, requests)).toFixed(2))
  }
  return out
}

/** One wrk run over `paths` (bounded: `seconds` ≤ 30, `connections` ≤ 50). */
export function wrk(base, paths, { seconds = 10, connections = 8, threads = 2 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'))
  const script = join(dir, 'paths.lua')
  writeFileSync(script, luaScript(paths))
  const secs = Math.min(30, Math.max(1, Math.round(seconds)))
  const conns = Math.min(50, Math.max(threads, connections))
  const server = serverProcesses(base)
  const before = server.map((p) => statOf(p.pid) ?? p)
  // `times` after wrk prints the CPU its children (wrk) used: its own share of the machine during the run.
  const run = spawnSync(
    'sh',
    ['-c', `wrk -t ${threads} -c ${conns} -d ${secs}s -s "$1" "$2"; times`, 'wrk', script, base],
    { encoding: 'utf8' },
  )
  if (run.error) throw run.error
  const after = server.map((p) => statOf(p.pid) ?? p)
  const line = run.stdout.split('\n').find((l) => l.startsWith('WRK_JSON '))
  if (!line) throw new Error(`wrk printed no summary:\n${run.stdout}\n${run.stderr}`)
  const r = JSON.parse(line.slice('WRK_JSON '.length))
  const cpu = cpuPerRequest(before, after, r.requests)
  // `times` prints the shell's own line, then its children's: "0m1.234s 0m0.567s".
  const children = run.stdout
    .trim()
    .split('\n')
    .at(-1)
    ?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)
  if (children) {
    const secsUsed = Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4])
    cpu.wrk = Number(((secsUsed * 1000) / Math.max(1, r.requests)).toFixed(2))
  }
  return { ...r, rps: r.requests / r.seconds, cpu_ms_per_request: cpu }
}

/**
 * Product pages over distinct URLs against a static file, in turn, `rounds` times (a burst of other work on the
 * machine then lands on both); each figure is the better of its rounds.
 */
export async function productPagesBench(base, { seconds = 10, connections = 8, pages = 400, rounds = 2 } = {}) {
  const paths = await productPaths(base, pages)
  if (paths.length < 300) throw new Error(`only ${paths.length} product URLs in the sitemap (300 wanted)`)
  // Warm-up: every page once, so what is measured is a warm isolate, not the first compile of each module.
  wrk(base, paths, { seconds: 3, connections })
  const best = (a, b) => (!a || b.rps > a.rps ? b : a)
  let pagesRun
  let staticRun
  for (let round = 0; round < rounds; round++) {
    staticRun = best(staticRun, wrk(base, ['/favicon.svg'], { seconds: seconds / 2, connections }))
    pagesRun = best(pagesRun, wrk(base, paths, { seconds, connections }))
  }
  return { pages: pagesRun, static: staticRun, ratio: pagesRun.rps / staticRun.rps }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const opt = (name, def) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? Number(args[i + 1]) : def
  }
  const base = (args[0] ?? '').replace(/\/$/, '')
  if (!/^https?:\/\//.test(base)) {
    console.error('usage: node scripts/bench-wrk.mjs <server-url> [--seconds S] [--connections C] [--pages N]')
    process.exit(2)
  }
  const r = await productPagesBench(base, {
    seconds: opt('seconds', 10),
    connections: opt('connections', 8),
    pages: opt('pages', 400),
    rounds: opt('rounds', 2),
  })
  console.log(
    `product pages (${r.pages.distinct_urls} distinct URLs): ${r.pages.rps.toFixed(0)} req/s · static ${r.static.rps.toFixed(0)} req/s · ratio ${r.ratio.toFixed(2)} · server time per page median ${r.pages.ssr_median_ms} ms, p95 ${r.pages.ssr_p95_ms} ms${r.pages.non200 ? ` · ${r.pages.non200} not 200` : ''}`,
  )
  const cpu = (c) =>
    Object.entries(c ?? {})
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ') || 'not measured'
  console.log(
    `CPU ms per request: pages ${cpu(r.pages.cpu_ms_per_request)} · static ${cpu(r.static.cpu_ms_per_request)}`,
  )
  console.log(JSON.stringify({ product_pages: r }))
}
