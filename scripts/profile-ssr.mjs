#!/usr/bin/env node
// CPU profile of server-rendered pages on the local Workers runtime (docs/decisions/020-ssr-speed.md).
// Serve the build with the inspector open, then profile N sequential requests of a page:
//   SHOP_STATE_DIR=.wrangler/bench-state SHOP_INSPECTOR_PORT=9377 npx vite preview --port 4377 --strictPort
//   node scripts/profile-ssr.mjs --base http://localhost:4377 --inspector <port> --path / --requests 200
// <port> is workerd's own inspector (`ss -ltnp | grep workerd`: the port whose /json lists `core:user:vinoteca-shop`);
// the vite plugin's inspector proxy on SHOP_INSPECTOR_PORT did not answer Profiler commands here.
// Writes bench-results/ssr-<name>.cpuprofile (open it in Chrome DevTools, Performance) and prints the functions with
// the most self time and the most total time, each with its file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const args = process.argv.slice(2)
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : def
}
const base = opt('base', 'http://localhost:4377')
const inspector = Number(opt('inspector', 9377))
const path = opt('path', '/')
const requests = Number(opt('requests', 200))
const top = Number(opt('top', 40))
const root = resolve(import.meta.dirname, '..')
const headers = { cookie: 'isAcceptedAged=ok', 'accept-encoding': 'br, gzip' }

async function collect() {
  const targets = await fetch(`http://127.0.0.1:${inspector}/json`).then((r) => r.json())
  // workerd's own inspector lists every worker of the runtime: the shop's is `core:user:<name>`.
  const target = targets.find((t) => String(t.id).startsWith('core:user:')) ?? targets[0]
  if (!target) throw new Error('no inspector target')
  const ws = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: 'http://localhost' } })
  await new Promise((ok, fail) => {
    ws.addEventListener('open', ok, { once: true })
    ws.addEventListener('error', fail, { once: true })
  })
  ws.addEventListener('close', (event) => {
    if (pending.size)
      console.error(`inspector closed (${event.code} ${event.reason}) with ${pending.size} commands pending`)
  })
  // workerd answers the Profiler commands itself, echoing the command with its id; Profiler.stop's answer has the
  // profile under result.
  let nextId = 1
  const pending = new Map()
  ws.addEventListener('message', (event) => {
    const msg = JSON.parse(String(event.data))
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg)
      pending.delete(msg.id)
    }
  })
  const send = (method, params = {}) =>
    new Promise((ok, fail) => {
      const id = nextId++
      pending.set(id, (msg) => (msg.error ? fail(new Error(`${method}: ${msg.error.message}`)) : ok(msg.result)))
      ws.send(JSON.stringify({ id, method, params }))
    })
  // workerd reads inspector commands when the isolate next runs: a cheap API request wakes it until the answer comes.
  // A command left unanswered for a minute ends the run (it is taken under the bench lock: never hold it forever; a
  // profile of 150 requests was once never answered, 60 were).
  const command = async (method, params) => {
    let answered = false
    const answer = send(method, params).finally(() => (answered = true))
    const deadline = Date.now() + 60_000
    while (!answered) {
      if (Date.now() > deadline) throw new Error(`${method}: no answer from the inspector within 60 s`)
      await fetch(`${base}/api/regions`).then((r) => r.arrayBuffer())
      await new Promise((r) => setTimeout(r, 50))
    }
    return answer
  }

  // Warm the isolate (first render, edge cache) so the profile is of warm requests only.
  for (let i = 0; i < 5; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer()

  await command('Profiler.enable')
  await command('Profiler.setSamplingInterval', { interval: 100 })
  await command('Profiler.start')
  const t0 = performance.now()
  for (let i = 0; i < requests; i++) await (await fetch(`${base}${path}`, { headers })).arrayBuffer()
  const wall = performance.now() - t0
  const { profile } = await command('Profiler.stop')
  ws.close()

  mkdirSync(join(root, 'bench-results'), { recursive: true })
  const name = path === '/' ? 'home' : path.replaceAll('/', '_').replace(/^_/, '')
  const file = join(root, 'bench-results', `ssr-${name}.cpuprofile`)
  writeFileSync(file, JSON.stringify(profile))
  console.log(`${path}: ${requests} requests in ${(wall / 1000).toFixed(1)} s`)
  return { profile, file }
}

// --file <cpuprofile> reads a saved profile again instead of taking one (--requests must match that run).
const saved = opt('file')
const { profile, file } = saved ? { profile: JSON.parse(readFileSync(saved, 'utf8')), file: saved } : await collect()
// Self and total time per function (total counted once per sample even under recursion).
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
// A sample's time delta runs from the previous sample: the first sample of a request after an idle gap carries the
// whole gap (tens of ms) and would show its function as hot. Each sample counts as the median interval instead.
const sortedDeltas = [...profile.timeDeltas].sort((a, b) => a - b)
const interval = sortedDeltas[sortedDeltas.length >> 1] ?? 100
const dt = new Map()
profile.samples.forEach((id) => dt.set(id, (dt.get(id) ?? 0) + interval))
const key = (n) => {
  const f = n.callFrame
  const url = f.url.split('/').slice(-2).join('/')
  return `${f.functionName || '(anonymous)'} ${url}:${f.lineNumber + 1}`
}
const self = new Map()
const total = new Map()
let all = 0
let idle = 0
for (const [id, us] of dt) {
  const n = byId.get(id)
  all += us
  if (['(idle)', '(program)'].includes(n.callFrame.functionName)) idle += us
  self.set(key(n), (self.get(key(n)) ?? 0) + us)
  const seen = new Set()
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur))
    if (seen.has(k)) continue
    seen.add(k)
    total.set(k, (total.get(k) ?? 0) + us)
  }
}
const ms = (us) => (us / 1000 / requests).toFixed(2).padStart(7)
const print = (title, map) => {
  console.log(`\n${title} (ms per request)`)
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(us)}  ${k}`)
}
console.log(
  `${requests} requests, ${profile.samples.length} samples every ${interval} µs: ${ms(all)} ms per request, of which idle/program ${ms(idle)}`,
)
print('self time', self)
print('total time', total)
console.log(`\nprofile: ${file}`)
