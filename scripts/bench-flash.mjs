#!/usr/bin/env node
// `npm run bench:flash`: the flash-sale drill (docs/operations.md, "Capacity"). On this machine only: a seeded
// database of its own (.wrangler/flash-state), a production build served by the local Workers runtime on
// localhost:4541, then a release of 120 bottles of one wine to 1,000 simulated shoppers, ~50 at a time. Each
// shopper (its own client address) puts 1–2 bottles in a new cart; some leave there, the others check out as
// guests, and of those most pay through the Worker's Webpay twin while some leave their order unpaid.
// It prints orders per second, checkout p50/p95, 5xx count and oversold count, then checks on the database that
// orders, payments, units sold and the stock decrease agree exactly; it exits non-zero when they do not.
// Options: --shoppers N (1000), --stock N (120), --concurrency N (50), --max-seconds S (300), --port P (4541),
// --skip-build.
import { spawn, spawnSync } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : def
}
const SHOPPERS = opt('shoppers', 1000)
const STOCK = opt('stock', 120)
const CONCURRENCY = opt('concurrency', 50)
const MAX_SECONDS = opt('max-seconds', 300)
const port = opt('port', 4541)
const base = `http://localhost:${port}`
const stateDir = '.wrangler/flash-state'
const env = { ...process.env, SHOP_STATE_DIR: stateDir, CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' }
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const APPROVED_CARD = '4051 8856 0044 6623' // the Webpay twin approves it (src/api/payments/sandbox.ts)

const run = (cmd, argv) => {
  const r = spawnSync(cmd, argv, { cwd: root, env, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

/** One SQL statement on the drill's own local database (never the developer's): its rows. */
function sql(command) {
  const out = spawnSync(
    process.execPath,
    [wranglerBin, 'd1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--json', '--command', command],
    { cwd: root, env, encoding: 'utf8' },
  )
  if (out.status !== 0) throw new Error(`d1 execute failed: ${out.stderr}`)
  return JSON.parse(out.stdout)[0]?.results ?? []
}

// --- the instance -------------------------------------------------------------------------------------------
run(process.execPath, [join(root, 'scripts/db.mjs'), 'reset'])
const [wine] = sql(
  "SELECT sku, name FROM products WHERE product_type = 'App\\Models\\Wine' AND price > 0 ORDER BY id LIMIT 1",
)
if (!wine) throw new Error('the seed has no wine')
sql(`UPDATE products SET stock = ${STOCK} WHERE sku = '${wine.sku.replaceAll("'", "''")}'`)
if (!args.includes('--skip-build')) run(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'])

// The Worker's log (one JSON line per request, errors with their cause) is kept for a look after the drill.
const logFile = join(root, stateDir, 'server.log')
const log = openSync(logFile, 'w')
const server = spawn(join(root, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--strictPort'], {
  cwd: root,
  env,
  stdio: ['ignore', log, log],
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
const serverExited = new Promise((done) => server.on('exit', done))

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break
  } catch {
    /* not yet */
  }
  if (i > 240) throw new Error('the server did not start')
  await new Promise((r) => setTimeout(r, 500))
}

// --- the shoppers -------------------------------------------------------------------------------------------
const deadline = Date.now() + MAX_SECONDS * 1000
const stats = {
  status5xx: 0,
  networkErrors: 0,
  soldOutAtCart: 0,
  soldOutAtCheckout: 0,
  leftCart: 0,
  leftOrderUnpaid: 0,
  ordersPlaced: 0,
  unitsOrdered: 0,
  paid: 0,
  unitsPaid: 0,
  otherRefusals: {},
  checkoutMs: [],
  paymentMs: [],
  timedOut: 0,
}

/** A request as shopper `n` (its own client address); 5xx answers are counted. */
async function call(n, path, init = {}) {
  const headers = new Headers(init.headers)
  headers.set('cf-connecting-ip', `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)
  headers.set('accept-language', 'es')
  let body = init.body
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  }
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  if (res.status >= 500) stats.status5xx++
  return res
}

const refused = (step, status) => {
  const key = `${step} ${status}`
  stats.otherRefusals[key] = (stats.otherRefusals[key] ?? 0) + 1
}

// A fixed mix, the same on every run: shopper n wants 1 bottle, every third one 2; every seventh leaves with a
// full cart, every eleventh leaves an unpaid order (its stock stays held until the payment window passes).
async function shopper(n) {
  const qty = n % 3 === 0 ? 2 : 1
  const cartRes = await call(n, '/api/shopping-cart/id')
  if (cartRes.status !== 200) return refused('cart id', cartRes.status)
  const cartId = (await cartRes.json()).data.id
  const put = await call(n, `/api/shopping-cart?cart_id=${cartId}`, {
    method: 'PUT',
    json: { cartId, product: { sku: wine.sku, qty } },
  })
  // 409: the wine is sold out (every bottle is in an order or a cart that checked out).
  if (put.status === 409) return void stats.soldOutAtCart++
  if (put.status !== 200) return refused('add to cart', put.status)
  const line = (await put.json()).data.items.find((i) => i.sku === wine.sku)
  if (!line || line.qty === 0) return void stats.soldOutAtCart++
  if (n % 7 === 0) return void stats.leftCart++

  const t0 = performance.now()
  const order = await call(n, `/api/purchases?cart_id=${cartId}`, {
    method: 'POST',
    headers: { 'idempotency-key': `flash-drill-${n}-${cartId}` },
    json: {
      customer: {
        name: 'Comprador',
        surname: `Nro ${n}`,
        rut: '12.345.678-5',
        email: `comprador${n}@example.cl`,
        phone: '+56 9 8765 4321',
      },
      delivery: {
        method: 'delivery',
        address: { address: 'Av. Providencia 1234', department: '55', region_id: 7, commune_id: 13101 },
        receiver: 'me',
      },
      payment_method: { document: '0', platform: 'webpay' },
    },
  })
  stats.checkoutMs.push(performance.now() - t0)
  if (order.status === 409) return void stats.soldOutAtCheckout++
  if (order.status !== 201) return refused('checkout', order.status)
  const { order: placed, guest_token: token } = (await order.json()).data
  stats.ordersPlaced++
  stats.unitsOrdered += line.qty
  if (n % 11 === 0) return void stats.leftOrderUnpaid++

  const p0 = performance.now()
  const pay = await call(n, `/api/purchases/${placed.id}/pay`, {
    method: 'POST',
    json: {},
    headers: { 'x-order-token': token },
  })
  if (pay.status !== 200) return refused('pay', pay.status)
  const redirect = (await pay.json()).data
  // The card form of the Webpay twin, then its auto-submitted return to the shop.
  const card = await call(n, '/_sandbox/webpay/webpayserver/pay', {
    method: 'POST',
    body: new URLSearchParams({ token: redirect.token, action: 'pay', card_number: APPROVED_CARD }),
  })
  if (card.status !== 200) return refused('card form', card.status)
  const fields = Object.fromEntries(
    [...(await card.text()).matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  )
  const back = await call(n, '/api/payments/webpay/return', { method: 'POST', body: new URLSearchParams(fields) })
  stats.paymentMs.push(performance.now() - p0)
  if (back.status !== 303 || !back.headers.get('location')?.startsWith('/compras/completa/'))
    return refused('payment return', back.status)
  stats.paid++
  stats.unitsPaid += line.qty
}

let next = 0
const started = performance.now()
await Promise.race([
  Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SHOPPERS && Date.now() < deadline) {
        const n = ++next
        try {
          await shopper(n)
        } catch (err) {
          if (err?.name === 'TimeoutError') stats.timedOut++
          else stats.networkErrors++
        }
      }
    }),
  ),
  serverExited.then(() => {
    throw new Error('the server stopped during the drill')
  }),
])
const seconds = (performance.now() - started) / 1000
const served = next
stop()
await serverExited

// --- the figures and the books ------------------------------------------------------------------------------
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN
}
const sku = wine.sku.replaceAll("'", "''")
const [books] = sql(`
  SELECT
    (SELECT stock FROM products WHERE sku = '${sku}') AS stock_left,
    (SELECT COUNT(*) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.sku = '${sku}') AS orders,
    (SELECT COUNT(*) FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE i.sku = '${sku}' AND o.status = 'paid') AS orders_paid,
    (SELECT COALESCE(SUM(i.qty), 0) FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE i.sku = '${sku}' AND o.stock_reserved = 1) AS units_held,
    (SELECT COALESCE(SUM(i.qty), 0) FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE i.sku = '${sku}' AND o.status = 'paid') AS units_sold,
    (SELECT COUNT(*) FROM payments p JOIN order_items i ON i.order_id = p.order_id
       WHERE i.sku = '${sku}' AND p.status = 'authorized') AS payments_authorized,
    (SELECT COALESCE(SUM(p.amount), 0) FROM payments p JOIN order_items i ON i.order_id = p.order_id
       WHERE i.sku = '${sku}' AND p.status = 'authorized') AS amount_authorized,
    (SELECT COALESCE(SUM(o.total), 0) FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE i.sku = '${sku}' AND o.status = 'paid') AS amount_paid_orders
`)
// What the Worker itself logged (one JSON line per request, src/server/request-log.ts): its own 5xx answers, as
// distinct from a 500 the local runtime's proxy made when its connection to the Worker broke ("fetch failed");
// the D1 statements of a checkout; the D1 statements the single writer ran in all.
const logText = readFileSync(logFile, 'utf8')
const lines = logText
  .split('\n')
  .filter((l) => l.startsWith('{"type":"request"'))
  .map((l) => JSON.parse(l))
const worker5xx = lines.filter((l) => l.status >= 500).length
const proxyFailures = (logText.match(/TypeError: fetch failed/g) ?? []).length
const checkoutLines = lines.filter((l) => l.method === 'POST' && l.route === '/api/purchases' && l.status === 201)
const d1PerCheckout = percentile(
  checkoutLines.map((l) => l.d1_queries),
  50,
)
const workerCheckoutMs = checkoutLines.map((l) => l.duration_ms)
const d1Statements = lines.reduce((sum, l) => sum + (l.d1_queries ?? 0), 0)

const stockDecrease = STOCK - books.stock_left
const oversold = Math.max(0, books.units_held - STOCK) + Math.max(0, -books.stock_left)

const round = (x, d = 1) => (Number.isFinite(x) ? Number(x.toFixed(d)) : null)
console.log(
  `\nFlash-sale drill: ${STOCK} bottles of "${wine.name}" (${wine.sku}), ${served} shoppers, ${CONCURRENCY} at a time`,
)
console.log(
  `  wall time               ${round(seconds)} s${served < SHOPPERS ? ` (stopped at --max-seconds ${MAX_SECONDS})` : ''}`,
)
console.log(
  `  orders placed           ${stats.ordersPlaced} (${round(stats.ordersPlaced / seconds, 2)} orders/s over the drill)`,
)
console.log(`  orders paid             ${stats.paid} (${round(stats.paid / seconds, 2)} paid orders/s)`)
console.log(
  `  checkout (POST /api/purchases)  p50 ${round(percentile(stats.checkoutMs, 50), 0)} ms, p95 ${round(percentile(stats.checkoutMs, 95), 0)} ms, n=${stats.checkoutMs.length}`,
)
console.log(
  `  payment (pay → card → return)   p50 ${round(percentile(stats.paymentMs, 50), 0)} ms, p95 ${round(percentile(stats.paymentMs, 95), 0)} ms`,
)
console.log(`  sold out at cart / at checkout  ${stats.soldOutAtCart} / ${stats.soldOutAtCheckout}`)
console.log(`  left with a cart / unpaid order ${stats.leftCart} / ${stats.leftOrderUnpaid}`)
console.log(
  `  5xx answers             ${stats.status5xx} (the Worker's own: ${worker5xx}; the local runtime's proxy, "fetch failed": ${proxyFailures})`,
)
console.log(
  `  D1 per checkout         ${d1PerCheckout} statements; the Worker's checkout time p50 ${round(percentile(workerCheckoutMs, 50), 0)} ms, p95 ${round(percentile(workerCheckoutMs, 95), 0)} ms`,
)
console.log(
  `  D1 statements in all    ${d1Statements} (${round(d1Statements / seconds, 0)}/s through the one local writer)`,
)
console.log(`  network errors/timeouts ${stats.networkErrors} / ${stats.timedOut}`)
console.log(`  other refusals          ${JSON.stringify(stats.otherRefusals)}`)
console.log(`  the Worker's log        ${logFile}`)
console.log(`  oversold units          ${oversold}`)
console.log(
  `  books: stock ${STOCK} → ${books.stock_left} (−${stockDecrease}); units held by orders ${books.units_held}, sold ${books.units_sold}; ` +
    `orders ${books.orders}, paid ${books.orders_paid}; payments authorized ${books.payments_authorized} ` +
    `($${books.amount_authorized} for $${books.amount_paid_orders} of paid orders)`,
)

const checks = [
  // A drill that placed no order (every checkout refused) proves nothing: each figure below would agree at zero.
  ['shoppers placed orders', stats.ordersPlaced > 0],
  ['some orders were paid', stats.paid > 0],
  ['no checkout was refused for anything but stock', Object.keys(stats.otherRefusals).length === 0],
  // A 500 of the local runtime's proxy is the local runtime's (its connection to workerd reset under load), not the
  // shop's: it is counted above; the Worker itself must answer no 5xx.
  ['the Worker answered no 5xx', worker5xx === 0],
  ['nothing oversold', oversold === 0],
  ['the stock decrease is the units held by orders', stockDecrease === books.units_held],
  ['orders in the database are the orders shoppers were given', books.orders === stats.ordersPlaced],
  ['units ordered agree', books.units_held === stats.unitsOrdered],
  ['paid orders are the shoppers who paid', books.orders_paid === stats.paid],
  ['one authorized payment per paid order', books.payments_authorized === books.orders_paid],
  ['units sold are the units paid for', books.units_sold === stats.unitsPaid],
  ['payments add up to the paid orders', books.amount_authorized === books.amount_paid_orders],
  ['every bottle went (sold or held) while shoppers still wanted one', served < SHOPPERS || books.stock_left === 0],
]
let failed = 0
for (const [name, ok] of checks) {
  if (!ok) failed++
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`)
}
process.exit(failed ? 1 : 0)
