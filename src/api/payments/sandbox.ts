import { Hono } from 'hono'
import { formatCLP } from '~/lib/money'
import { WEBPAY_API_PATH } from './webpay'

// A protocol-faithful twin of Webpay Plus REST v1.2 served by the Worker itself (docs/architecture.md, "Third parties"):
// the same paths, headers, JSON and return cases, plus the card form page the browser is sent to.
// Test cards as in Transbank's integration environment: VISA 4051 8856 0044 6623 is approved,
// Mastercard 5186 0595 5959 0568 is rejected. Tokens live 5 minutes.
export const SANDBOX_PREFIX = '/_sandbox/webpay'
export const APPROVED_CARD = '4051885600446623'
export const REJECTED_CARD = '5186059559590568'
const TOKEN_TTL_MS = 5 * 60 * 1000

interface SandboxTx {
  token: string
  buy_order: string
  session_id: string
  amount: number
  return_url: string
  status: 'INITIALIZED' | 'AUTHORIZED' | 'FAILED' | 'ABORTED' | 'REVERSED' | 'NULLIFIED'
  card_number: string | null
  committed: number
  created_at: string
}

type SandboxEnv = { Bindings: ShopEnv }

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function hexToken(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

const expired = (tx: SandboxTx, now = Date.now()) => now - Date.parse(tx.created_at) > TOKEN_TTL_MS

// The page names the shop's icon: without one the browser asks for /favicon.ico, which the shop does not
// serve, and every card payment logged a 404 in the console while the form rendered.
function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>
body{font-family:system-ui,sans-serif;background:#f2f2f2;margin:0;color:#222}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:10px;box-shadow:0 4px 18px rgb(0 0 0/12%);padding:24px}
h1{font-size:1.2rem;margin:0 0 4px;color:#6b1d5c} .tag{display:inline-block;background:#ffe9a8;border-radius:4px;padding:2px 6px;font-size:.75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:.9rem} dt{color:#666}
label{display:block;margin:12px 0 4px;font-size:.9rem} input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:6px;font-size:1rem}
.row{display:flex;gap:8px} .row>div{flex:1}
button{width:100%;margin-top:16px;padding:12px;border:0;border-radius:6px;font-size:1rem;cursor:pointer;background:#6b1d5c;color:#fff}
button.link{background:none;color:#6b1d5c;text-decoration:underline;margin-top:8px} small{color:#666}
</style></head><body><main>${body}</main></body></html>`
}

/** The auto-submitting form Webpay uses to send the browser back to the shop's return_url. */
function returnForm(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('')
  return page(
    'Volviendo al comercio',
    `<p>Volviendo al comercio…</p><form method="post" action="${escape(url)}">${inputs}<noscript><button type="submit">Continuar</button></noscript></form>
<script>document.forms[0].submit()</script>`,
  )
}

async function findTx(db: D1Database, token: string | undefined): Promise<SandboxTx | null> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return null
  return db.prepare('SELECT * FROM webpay_sandbox_transactions WHERE token = ?').bind(token).first<SandboxTx>()
}

function commitBody(tx: SandboxTx) {
  const approved = tx.status === 'AUTHORIZED'
  const created = new Date(tx.created_at)
  return {
    vci: approved ? 'TSY' : 'TSN',
    amount: tx.amount,
    status: tx.status === 'ABORTED' ? 'FAILED' : tx.status,
    buy_order: tx.buy_order,
    session_id: tx.session_id,
    card_detail: { card_number: (tx.card_number ?? '').slice(-4) },
    accounting_date: `${String(created.getUTCMonth() + 1).padStart(2, '0')}${String(created.getUTCDate()).padStart(2, '0')}`,
    transaction_date: created.toISOString(),
    authorization_code: approved ? '1213' : '000000',
    payment_type_code: 'VN',
    response_code: approved ? 0 : -1,
    installments_number: 0,
  }
}

const apiError = (message: string) => ({ error_message: message })

export const webpaySandbox = new Hono<SandboxEnv>()
  .basePath(SANDBOX_PREFIX)
  .use(`${WEBPAY_API_PATH}/*`, async (c, next) => {
    if (!c.req.header('tbk-api-key-id') || !c.req.header('tbk-api-key-secret'))
      return c.json(apiError('Not Authorized'), 401)
    await next()
  })
  .use(WEBPAY_API_PATH, async (c, next) => {
    if (!c.req.header('tbk-api-key-id') || !c.req.header('tbk-api-key-secret'))
      return c.json(apiError('Not Authorized'), 401)
    await next()
  })
  // Create: POST /rswebpaytransaction/api/webpay/v1.2/transactions
  .post(WEBPAY_API_PATH, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const buyOrder = body?.buy_order
    const sessionId = body?.session_id
    const amount = body?.amount
    const returnUrl = body?.return_url
    if (typeof buyOrder !== 'string' || buyOrder.length === 0 || buyOrder.length > 26)
      return c.json(apiError('Invalid value for parameter: buy_order'), 422)
    if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 61)
      return c.json(apiError('Invalid value for parameter: session_id'), 422)
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return c.json(apiError('Invalid value for parameter: amount'), 422)
    if (typeof returnUrl !== 'string' || !/^https?:\/\//.test(returnUrl))
      return c.json(apiError('Invalid value for parameter: return_url'), 422)
    const token = hexToken()
    await c.env.DB.prepare(
      `INSERT INTO webpay_sandbox_transactions (token, buy_order, session_id, amount, return_url, status, created_at)
       VALUES (?, ?, ?, ?, ?, 'INITIALIZED', ?)`,
    )
      .bind(token, buyOrder, sessionId, amount, returnUrl, new Date().toISOString())
      .run()
    const url = `${new URL(c.req.url).origin}${SANDBOX_PREFIX}/webpayserver/initTransaction`
    return c.json({ token, url })
  })
  // Commit: PUT …/transactions/{token}
  .put(`${WEBPAY_API_PATH}/:token`, async (c) => {
    const tx = await findTx(c.env.DB, c.req.param('token'))
    if (!tx) return c.json(apiError('Transaction not found'), 404)
    if (tx.committed === 1)
      return c.json(apiError('Invalid status 2 for transaction while authorizing. Commerce will be notified'), 422)
    if (tx.status === 'INITIALIZED') {
      const reason = expired(tx) ? 'Transaction expired' : 'Invalid status 0 for transaction while authorizing'
      return c.json(apiError(reason), 422)
    }
    if (tx.status === 'ABORTED') return c.json(apiError('Transaction aborted by the cardholder'), 422)
    await c.env.DB.prepare('UPDATE webpay_sandbox_transactions SET committed = 1 WHERE token = ?').bind(tx.token).run()
    return c.json(commitBody(tx))
  })
  // Status: GET …/transactions/{token}
  .get(`${WEBPAY_API_PATH}/:token`, async (c) => {
    const tx = await findTx(c.env.DB, c.req.param('token'))
    if (!tx) return c.json(apiError('Transaction not found'), 404)
    return c.json({ ...commitBody(tx), status: tx.status === 'ABORTED' ? 'FAILED' : tx.status })
  })
  // Refund: POST …/transactions/{token}/refunds
  .post(`${WEBPAY_API_PATH}/:token/refunds`, async (c) => {
    const tx = await findTx(c.env.DB, c.req.param('token'))
    if (!tx) return c.json(apiError('Transaction not found'), 404)
    const body = (await c.req.json().catch(() => null)) as { amount?: unknown } | null
    const amount = Number(body?.amount)
    // As in Transbank's: several partial refunds (NULLIFIED) until the balance is spent; a full refund of an
    // untouched transaction is a reversal (REVERSED).
    const row = tx as SandboxTx & { refunded?: number }
    const balance = tx.amount - (row.refunded ?? 0)
    const refundable = tx.status === 'AUTHORIZED' || tx.status === 'NULLIFIED'
    if (!refundable || !Number.isInteger(amount) || amount <= 0 || amount > balance) {
      return c.json(apiError('Invalid refund'), 422)
    }
    const full = amount === tx.amount
    await c.env.DB.prepare(
      'UPDATE webpay_sandbox_transactions SET status = ?, refunded = refunded + ? WHERE token = ? AND refunded = ?',
    )
      .bind(full ? 'REVERSED' : 'NULLIFIED', amount, tx.token, row.refunded ?? 0)
      .run()
    return c.json(
      full
        ? { type: 'REVERSED' }
        : {
            type: 'NULLIFIED',
            authorization_code: String(100000 + Math.floor(Math.random() * 900000)),
            nullified_amount: amount,
            balance: balance - amount,
            response_code: 0,
          },
    )
  })
  // The page the browser lands on with token_ws (POST like Transbank's form; GET accepted too).
  .on(['GET', 'POST'], '/webpayserver/initTransaction', async (c) => {
    const form = c.req.method === 'POST' ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>) : {}
    const token = String((form as Record<string, unknown>).token_ws ?? c.req.query('token_ws') ?? '')
    const tx = await findTx(c.env.DB, token)
    if (!tx)
      return c.html(
        page('Webpay', '<h1>Transacción no encontrada</h1><p>El token de la transacción no es válido.</p>'),
        404,
      )
    if (tx.status !== 'INITIALIZED') return c.html(page('Webpay', '<h1>Transacción finalizada</h1>'), 409)
    // Timeout case: the shop receives TBK_ID_SESION and TBK_ORDEN_COMPRA only.
    if (expired(tx))
      return c.html(returnForm(tx.return_url, { TBK_ID_SESION: tx.session_id, TBK_ORDEN_COMPRA: tx.buy_order }))
    return c.html(
      page(
        'Webpay Plus',
        `<h1>Webpay Plus</h1><span class="tag">Ambiente de pruebas</span>
<dl><dt>Orden de compra</dt><dd>${escape(tx.buy_order)}</dd><dt>Monto</dt><dd>${escape(formatCLP(tx.amount))}</dd></dl>
<form method="post" action="${SANDBOX_PREFIX}/webpayserver/pay">
<input type="hidden" name="token" value="${tx.token}">
<label for="card">Número de tarjeta</label><input id="card" name="card_number" inputmode="numeric" autocomplete="off" value="4051 8856 0044 6623">
<div class="row"><div><label for="exp">Vencimiento</label><input id="exp" name="expiry" value="12/29"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" value="123"></div></div>
<button type="submit" name="action" value="pay">Pagar</button>
<button type="submit" name="action" value="abort" class="link">Anular compra y volver al comercio</button>
</form><p><small>Tarjeta aprobada: 4051 8856 0044 6623 · rechazada: 5186 0595 5959 0568</small></p>`,
      ),
    )
  })
  .post('/webpayserver/pay', async (c) => {
    const form = await c.req.parseBody()
    const tx = await findTx(c.env.DB, String(form.token ?? ''))
    if (!tx) return c.html(page('Webpay', '<h1>Transacción no encontrada</h1>'), 404)
    if (tx.status !== 'INITIALIZED') return c.html(page('Webpay', '<h1>Transacción finalizada</h1>'), 409)
    if (expired(tx))
      return c.html(returnForm(tx.return_url, { TBK_ID_SESION: tx.session_id, TBK_ORDEN_COMPRA: tx.buy_order }))
    if (form.action === 'abort') {
      // User abort: TBK_TOKEN with the buy order and session.
      await c.env.DB.prepare(`UPDATE webpay_sandbox_transactions SET status = 'ABORTED' WHERE token = ?`)
        .bind(tx.token)
        .run()
      return c.html(
        returnForm(tx.return_url, {
          TBK_TOKEN: tx.token,
          TBK_ORDEN_COMPRA: tx.buy_order,
          TBK_ID_SESION: tx.session_id,
        }),
      )
    }
    const card = String(form.card_number ?? '').replace(/\D/g, '')
    const approved = card.length >= 12 && card !== REJECTED_CARD
    await c.env.DB.prepare('UPDATE webpay_sandbox_transactions SET status = ?, card_number = ? WHERE token = ?')
      .bind(approved ? 'AUTHORIZED' : 'FAILED', card, tx.token)
      .run()
    // Normal return (approved or rejected): token_ws; the shop must commit to learn the result.
    return c.html(returnForm(tx.return_url, { token_ws: tx.token }))
  })
