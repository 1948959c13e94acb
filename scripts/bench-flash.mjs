#!/usr/bin/env node
// `npm run bench:flash`: the flash-sale drill (docs/operations.md, "Capacity"). On this machine only: a seeded
// database of its own (.wrangler/flash-state), a production build served by the local Workers runtime on
// localhost:4541, then a release of 120 bottles of one wine to 1,000 simulated shoppers, ~50 at a time. Each
// shopper (its own client address) puts 1–2 bottles in a new cart; some leave there, the others check out as
// guests, and of those most pay through the Worker's Webpay twin while some leave their order unpaid.
// Beside them, two kinds of people who broke the shop before: a hoarding bot (one guest e-mail, many carts and
// client addresses, asking for two cases of a second wine each time) and two-tab payers (one order of a third wine
// each, paid from two tabs at once, then "pay again" once it is paid, then the first tab's card form replayed).
// It prints orders per second, checkout p50/p95, and each figure with the limit it must keep (scripts/flash-verdict.mjs:
// orders placed, oversold units, double charges, units held by one buyer against the cap, the Worker's 5xx), then
// checks on the database that orders, payments, units sold and the stock decrease agree exactly; it exits
// non-zero when a limit is broken or the books disagree, and when it placed no order.
// Options: --shoppers N (1000), --stock N (120), --concurrency N (50), --max-seconds S (300), --port P (4541),
// --hoard-requests N (25), --two-tab-payers N (20), --skip-build. Counts and time are bounded; the target is
// always this machine's localhost.
import { spawn, spawnSync } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { FLASH_LIMITS, flashVerdict, verdictExitCode } from './flash-verdict.mjs'

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
const HOARD_REQUESTS = opt('hoard-requests', 25)
const TWO_TAB_PAYERS = opt('two-tab-payers', 20)
// Bounded: the drill is a load on the machine it runs on, never an open-ended one.
for (const [name, value, max] of [
  ['shoppers', SHOPPERS, 5000],
  ['stock', STOCK, 10_000],
  ['concurrency', CONCURRENCY, 200],
  ['max-seconds', MAX_SECONDS, 900],
  ['hoard-requests', HOARD_REQUESTS, 200],
  ['two-tab-payers', TWO_TAB_PAYERS, 200],
  ['port', port, 65_535],
]) {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    console.error(`--${name} must be a whole number from 0 to ${max}`)
    process.exit(2)
  }
}
const base = `http://localhost:${port}`
/** Units the hoarding bot asks for each time: two cases, more than a guest may hold of one wine. */
const HOARD_WANTS = 24
const HOARD_EMAIL = 'acaparador@example.cl'
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
// Three wines sold by the bottle: the released one, the one the bot tries to hoard, the one the two-tab payers buy.
const [wine, hoardWine, tabWine] = sql(
  "SELECT sku, name, price FROM products WHERE product_type = 'App\\Models\\Wine' AND price > 0 AND sku IS NOT NULL ORDER BY id LIMIT 3",
)
if (!tabWine) throw new Error('the seed has fewer than three wines')
const HOARD_STOCK = 60
const setStock = (sku, units) => sql(`UPDATE products SET stock = ${units} WHERE sku = '${sku.replaceAll("'", "''")}'`)
setStock(wine.sku, STOCK)
setStock(hoardWine.sku, HOARD_STOCK)
setStock(tabWine.sku, TWO_TAB_PAYERS + 10)
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

/** A new cart with `qty` of `sku` in it, as shopper `n`: its id and the line's units (0: sold out). */
async function fillCart(n, sku, qty, step) {
  const cartRes = await call(n, '/api/shopping-cart/id')
  if (cartRes.status !== 200) return refused(`${step} cart id`, cartRes.status)
  const cartId = (await cartRes.json()).data.id
  const put = await call(n, `/api/shopping-cart?cart_id=${cartId}`, {
    method: 'PUT',
    json: { cartId, product: { sku, qty } },
  })
  // 409: the wine is sold out (every bottle is in an order or a cart that checked out).
  if (put.status === 409) return { cartId, units: 0 }
  if (put.status !== 200) return refused(`${step} add to cart`, put.status)
  const line = (await put.json()).data.items.find((i) => i.sku === sku)
  return { cartId, units: line?.qty ?? 0 }
}

/** A guest checkout of the cart as shopper `n` with `email`, home delivery, card payment. */
function checkout(n, cartId, email) {
  return call(n, `/api/purchases?cart_id=${cartId}`, {
    method: 'POST',
    headers: { 'idempotency-key': `flash-drill-${n}-${cartId}` },
    json: {
      customer: { name: 'Comprador', surname: `Nro ${n}`, rut: '12.345.678-5', email, phone: '+56 9 8765 4321' },
      delivery: {
        method: 'delivery',
        address: { address: 'Av. Providencia 1234', department: '55', region_id: 7, commune_id: 13101 },
        receiver: 'me',
      },
      payment_method: { document: '0', platform: 'webpay' },
    },
  })
}

/** "Pay" on an order (POST /pay) from one tab of shopper `n`. */
const startPay = (n, order) =>
  call(n, `/api/purchases/${order.id}/pay`, { method: 'POST', json: {}, headers: { 'x-order-token': order.token } })

/**
 * The Webpay twin's card form for a token, then its auto-submitted return to the shop: 'paid' when the shop sends
 * the shopper to the completed page, else the step and status that stopped it.
 */
async function payCard(n, token) {
  const card = await call(n, '/_sandbox/webpay/webpayserver/pay', {
    method: 'POST',
    body: new URLSearchParams({ token, action: 'pay', card_number: APPROVED_CARD }),
  })
  if (card.status !== 200) return { step: 'card form', status: card.status }
  const fields = Object.fromEntries(
    [...(await card.text()).matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  )
  const back = await call(n, '/api/payments/webpay/return', { method: 'POST', body: new URLSearchParams(fields) })
  if (back.status === 303 && back.headers.get('location')?.startsWith('/compras/completa/')) return { paid: true }
  return { step: 'payment return', status: back.status }
}

// A fixed mix, the same on every run: shopper n wants 1 bottle, every third one 2; every seventh leaves with a
// full cart, every eleventh leaves an unpaid order (its stock stays held until the payment window passes).
async function shopper(n) {
  const qty = n % 3 === 0 ? 2 : 1
  const cart = await fillCart(n, wine.sku, qty, 'shopper')
  if (!cart) return
  if (cart.units === 0) return void stats.soldOutAtCart++
  if (n % 7 === 0) return void stats.leftCart++

  const t0 = performance.now()
  const order = await checkout(n, cart.cartId, `comprador${n}@example.cl`)
  stats.checkoutMs.push(performance.now() - t0)
  if (order.status === 409) return void stats.soldOutAtCheckout++
  if (order.status !== 201) return refused('checkout', order.status)
  const { order: placed, guest_token: token } = (await order.json()).data
  stats.ordersPlaced++
  stats.unitsOrdered += cart.units
  if (n % 11 === 0) return void stats.leftOrderUnpaid++

  const p0 = performance.now()
  const pay = await startPay(n, { id: placed.id, token })
  if (pay.status !== 200) return refused('pay', pay.status)
  const paid = await payCard(n, (await pay.json()).data.token)
  stats.paymentMs.push(performance.now() - p0)
  if (!paid.paid) return refused(paid.step, paid.status)
  stats.paid++
  stats.unitsPaid += cart.units
}

// The hoarding bot: one guest e-mail, a new cart and client address each time (so no per-address limit stops it),
// two cases of one wine in each. The shop must stop it at HELD_PER_PRODUCT with a 409, whatever it tries.
const hoard = { attempts: 0, placed: 0, units: 0, refused: 0, message: '', otherShopperBought: false }
async function hoarder(k) {
  const n = 1_000_000 + k
  hoard.attempts++
  const cart = await fillCart(n, hoardWine.sku, HOARD_WANTS, 'hoarding bot')
  if (!cart || cart.units === 0) return
  const order = await checkout(n, cart.cartId, HOARD_EMAIL)
  if (order.status === 201) {
    hoard.placed++
    hoard.units += cart.units
  } else if (order.status === 409) {
    hoard.refused++
    hoard.message ||= (await order.json()).message ?? ''
  } else refused('hoarding bot checkout', order.status)
}

// Two-tab payers: one order each, "pay" pressed in two tabs at once, both tabs go through the card form with what
// they were given at the same moment, then "pay again" once paid, then the first tab's form is sent once more.
const twoTab = { orders: 0, paid: 0, sameForm: 0, pay409: 0, payAgainRefused: 0, payAgainAccepted: 0, replays: 0 }
async function twoTabPayer(k) {
  const n = 2_000_000 + k
  const cart = await fillCart(n, tabWine.sku, 1, 'two-tab payer')
  // No cart: fillCart has counted the refusal already.
  if (!cart) return
  if (cart.units === 0) return refused('two-tab payer sold out', 409)
  const res = await checkout(n, cart.cartId, `dos-pestanas${k}@example.cl`)
  if (res.status !== 201) return refused('two-tab payer checkout', res.status)
  const { order: placed, guest_token: token } = (await res.json()).data
  const order = { id: placed.id, token }
  twoTab.orders++
  const tabs = await Promise.all([startPay(n, order), startPay(n, order)])
  const tokens = []
  for (const tab of tabs) {
    if (tab.status === 200) tokens.push((await tab.json()).data.token)
    else if (tab.status === 409) twoTab.pay409++
    else refused('two-tab pay', tab.status)
  }
  if (tokens.length === 2 && tokens[0] === tokens[1]) twoTab.sameForm++
  const results = await Promise.all(tokens.map((t) => payCard(n, t)))
  if (!results.some((r) => r.paid)) {
    // Neither tab got through (the local runtime's proxy dropped a request): "Reintentar el pago" is the shopper's
    // retry, pressed again while the proxy keeps failing (at most three times).
    if (await payAgainUntilPaid(n, order)) twoTab.paid++
    return
  }
  const again = await startPay(n, order)
  twoTab.paid++
  if (again.status === 409) twoTab.payAgainRefused++
  else if (again.status === 200) {
    // A new transaction on a paid order: pay it, so a second charge shows in the books if the shop keeps it.
    twoTab.payAgainAccepted++
    await payCard(n, (await again.json()).data.token)
  } else refused('two-tab pay again', again.status)
  await payCard(n, tokens[0])
  twoTab.replays++
}

/** "Pay again" until paid, retrying only what the local runtime's proxy broke (a 5xx the Worker never answered). */
async function payAgainUntilPaid(n, order, tries = 3) {
  for (let attempt = 1; attempt <= tries; attempt++) {
    const again = await startPay(n, order)
    if (again.status !== 200) {
      refused('two-tab pay again', again.status)
      if (again.status < 500) return false
      continue
    }
    const result = await payCard(n, (await again.json()).data.token)
    if (result.paid) return true
    refused(result.step, result.status)
    if (result.status < 500) return false
  }
  return false
}

let next = 0
const started = performance.now()
const guarded = async (work) => {
  try {
    await work()
  } catch (err) {
    if (err?.name === 'TimeoutError') stats.timedOut++
    else stats.networkErrors++
  }
}
/** `count` runs of `work`, `width` at a time, none started past the deadline. */
const pool = (count, width, work) => {
  let i = 0
  return Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (i < count && Date.now() < deadline) await guarded(() => work(++i))
    }),
  )
}
await Promise.race([
  Promise.all([
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SHOPPERS && Date.now() < deadline) {
          const n = ++next
          await guarded(() => shopper(n))
        }
      }),
    ),
    // The bot fires its requests five at a time beside the crowd; the two-tab payers come two at a time.
    pool(HOARD_REQUESTS, 5, hoarder),
    pool(TWO_TAB_PAYERS, 2, twoTabPayer),
  ]),
  serverExited.then(() => {
    throw new Error('the server stopped during the drill')
  }),
])
const seconds = (performance.now() - started) / 1000
const served = next
// After the bot: another shopper still buys the wine it tried to hoard.
await guarded(async () => {
  const n = 3_000_000
  const cart = await fillCart(n, hoardWine.sku, 1, 'after the bot')
  if (!cart || cart.units === 0) return
  const res = await checkout(n, cart.cartId, 'otra-compradora@example.cl')
  hoard.otherShopperBought = res.status === 201
  if (res.status !== 201) refused('after the bot checkout', res.status)
})
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
// Across the three wines: units held by orders past the stock each started with, and stock below zero.
const quote = (text) => `'${text.replaceAll("'", "''")}'`
const startedWith = [
  [wine.sku, STOCK],
  [hoardWine.sku, HOARD_STOCK],
  [tabWine.sku, TWO_TAB_PAYERS + 10],
]
const oversoldRows = sql(
  startedWith
    .map(
      ([s, units]) => `SELECT ${quote(s)} AS sku,
        max(0, (SELECT COALESCE(SUM(i.qty), 0) FROM orders o JOIN order_items i ON i.order_id = o.id
                 WHERE i.sku = ${quote(s)} AND o.stock_reserved = 1) - ${units})
        + max(0, -(SELECT stock FROM products WHERE sku = ${quote(s)})) AS oversold`,
    )
    .join(' UNION ALL '),
)
// Money taken twice: an order with two captures kept, or a capture the shop meant to give back and Webpay refused.
const [money] = sql(`
  SELECT
    (SELECT COUNT(*) FROM (SELECT order_id FROM payments WHERE status = 'authorized' GROUP BY order_id HAVING COUNT(*) > 1))
      + (SELECT COUNT(*) FROM payments WHERE status = 'reversal_failed') AS double_charges,
    (SELECT COUNT(*) FROM payments WHERE status = 'reversed') AS reversed,
    (SELECT COUNT(*) FROM payments p JOIN order_items i ON i.order_id = p.order_id
       WHERE i.sku = ${quote(tabWine.sku)} AND p.status = 'authorized') AS two_tab_captures
`)
// The most units of one product one e-mail holds in unpaid orders (the bot's, if the caps work, is the cap).
const [held] = sql(`
  SELECT COALESCE(MAX(units), 0) AS by_one, COALESCE(MAX(CASE WHEN email = ${quote(HOARD_EMAIL)} THEN units END), 0) AS by_bot
  FROM (SELECT lower(o.email) AS email, i.sku, SUM(i.qty) AS units FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.stock_reserved = 1 AND o.status IN ('pending_payment', 'in_validation') GROUP BY lower(o.email), i.sku)
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
const oversold = oversoldRows.reduce((sum, r) => sum + r.oversold, 0)

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
console.log(
  `  books: stock ${STOCK} → ${books.stock_left} (−${stockDecrease}); units held by orders ${books.units_held}, sold ${books.units_sold}; ` +
    `orders ${books.orders}, paid ${books.orders_paid}; payments authorized ${books.payments_authorized} ` +
    `($${books.amount_authorized} for $${books.amount_paid_orders} of paid orders)`,
)
console.log(
  `  hoarding bot            ${hoard.attempts} requests for ${HOARD_WANTS} bottles of "${hoardWine.name}" (${HOARD_STOCK} on the shelf) as ${HOARD_EMAIL}: ` +
    `${hoard.placed} order(s) of ${hoard.units} bottles placed, ${hoard.refused} × 409 ("${hoard.message}"); ` +
    `another shopper then ${hoard.otherShopperBought ? 'bought one' : 'could NOT buy'}`,
)
console.log(
  `  two-tab payers          ${twoTab.orders} orders of "${tabWine.name}": ${twoTab.paid} paid; two tabs given the same form ${twoTab.sameForm}, ` +
    `one tab 409 ${twoTab.pay409}; "pay again" after paying 409 ${twoTab.payAgainRefused}, new payment ${twoTab.payAgainAccepted}; ` +
    `replayed card forms ${twoTab.replays}; captures kept ${money.two_tab_captures}`,
)
console.log(`  payments given back automatically (reversed)  ${money.reversed}`)

const ordersPlaced = stats.ordersPlaced + hoard.placed + twoTab.orders + (hoard.otherShopperBought ? 1 : 0)
const checks = flashVerdict({
  ordersPlaced,
  ordersPaid: stats.paid + twoTab.paid,
  oversold,
  doubleCharges: money.double_charges,
  heldByOneBuyer: held.by_one,
  worker5xx,
  // A 5xx is judged by the Worker's own log (above): one the local runtime's proxy made is not the shop's answer.
  otherRefusals: Object.entries(stats.otherRefusals)
    .filter(([key]) => Number(key.split(' ').at(-1)) < 500)
    .reduce((sum, [, count]) => sum + count, 0),
  ordersPlacedFlash: stats.ordersPlaced,
  paidFlash: stats.paid,
  unitsOrdered: stats.unitsOrdered,
  unitsPaid: stats.unitsPaid,
  hoard,
  twoTab,
  books: {
    stockDecrease,
    unitsHeld: books.units_held,
    orders: books.orders,
    ordersPaid: books.orders_paid,
    paymentsAuthorized: books.payments_authorized,
    unitsSold: books.units_sold,
    amountAuthorized: books.amount_authorized,
    amountPaidOrders: books.amount_paid_orders,
    allGoneOrShoppersDone: served < SHOPPERS || books.stock_left === 0,
  },
})
console.log(
  `\n  limits (scripts/flash-verdict.mjs; one buyer may hold ${FLASH_LIMITS.heldByOneBuyer} of a product unpaid):`,
)
for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.value} (${c.limit})`)
process.exit(verdictExitCode(checks))
