import { sendOrderConfirmation } from '../purchases/confirmation-mail'
import { isLocalEnv } from '~/lib/app-env'
import type { PaymentRedirect } from '~/contract/checkout'
import { afterAnswer, HttpError, type ApiContext } from '../http'
import { shopCopy } from '../cart/messages'
import { PAYMENT_WINDOW_MS, emptyCartStatements, findOrder, orderView } from '../purchases/service'
import { releaseExpiredOrders, reserveAgain } from '../purchases/stock'
import type { OrderRow } from '../purchases/queries'
import { CONSTRAINTS, violates } from '../db/constraints'
import { sendMailQuietly } from '../public-form'
import { payCopy } from './messages'
import { randomId } from '../purchases/tokens'
import { SANDBOX_PREFIX, webpaySandbox } from './sandbox'
import * as q from './queries'
import type { PaymentRow } from './queries'
import {
  INTEGRATION_API_KEY,
  INTEGRATION_COMMERCE_CODE,
  WebpayError,
  createWebpay,
  type WebpayCommitResponse,
} from './webpay'

export const RETURN_PATH = '/api/payments/webpay/return'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The shop's public origin (for return_url and the default sandbox base). The storefront passes the
 * origin the shopper is on; it is accepted only when it is PUBLIC_SITE_URL, or a local host outside production.
 */
export function shopOrigin(c: ApiContext, requested?: string): string {
  const configured = c.env.PUBLIC_SITE_URL ? new URL(c.env.PUBLIC_SITE_URL).origin : undefined
  const allowed = (origin: string) => {
    const url = new URL(origin)
    return origin === configured || (isLocalEnv(c.env) && LOCAL_HOSTS.has(url.hostname))
  }
  if (requested) {
    const origin = new URL(requested).origin
    if (allowed(origin)) return origin
  }
  const own = new URL(c.req.url).origin
  if (own !== 'http://in-process' && allowed(own)) return own
  return configured ?? own
}

/** The adapter pointed at WEBPAY_BASE_URL, or at the Worker's own sandbox (called in-process: no network). */
export function webpayFor(c: ApiContext, origin: string) {
  const sandboxBase = `${origin}${SANDBOX_PREFIX}`
  const baseUrl = c.env.WEBPAY_BASE_URL || sandboxBase
  const url = new URL(baseUrl)
  const selfSandbox = url.origin === origin && url.pathname.startsWith(SANDBOX_PREFIX)
  return createWebpay({
    baseUrl,
    commerceCode: c.env.WEBPAY_COMMERCE_CODE || INTEGRATION_COMMERCE_CODE,
    apiKey: c.env.WEBPAY_API_KEY || INTEGRATION_API_KEY,
    fetch: selfSandbox ? (request) => Promise.resolve(webpaySandbox.fetch(request, c.env)) : undefined,
  })
}

/** How long a Webpay token lets the shopper pay (Transbank: 5 minutes; the sandbox keeps the same). */
export const WEBPAY_TOKEN_LIFE_MS = 5 * 60 * 1000
/** An open transaction is handed to a second "pay" only while the shopper still has this long to type a card. */
const REUSE_MARGIN_MS = 60 * 1000
/** A row whose gateway call never answered (the request died) stops blocking the order after this long. */
const STARTING_STALE_MS = 60 * 1000
/** How long a request that lost the race waits for the winner's transaction, and how often it looks. */
const WAIT_FOR_OPEN = { tries: 24, everyMs: 250 }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const nowIso = () => new Date().toISOString()

/** Statuses of an order that is paid for (or beyond): a new transaction is refused with "already paid". */
const PAID_STATUSES = new Set(['paid', 'in_validation', 'on_the_way', 'delivered'])

/**
 * Starts the Webpay payment of an order, or hands back the one already open. One open transaction per order:
 * the attempt row is written before the gateway is called and the partial unique index `payments_one_open`
 * refuses a second, so requests that lose the race never reach Webpay; they wait for the winner's transaction
 * and return it (409 if it is not ready in time). A paid order gets 409 "already paid".
 */
export async function startWebpay(c: ApiContext, orderId: string, requestedOrigin?: string): Promise<PaymentRedirect> {
  const d1 = c.var.d1
  const copy = shopCopy(c.var.locale)
  await releaseExpiredOrders(d1)
  const order = await findOrder(d1, orderId)
  if (order && PAID_STATUSES.has(order.status)) throw new HttpError(409, payCopy(c.var.locale).alreadyPaid)
  if (
    !order ||
    order.payment_platform !== 'webpay' ||
    !['pending_payment', 'payment_failed', 'expired'].includes(order.status)
  ) {
    throw new HttpError(409, copy.cannotPay)
  }
  const open = await q.openPayment(d1, order.id)
  if (open) {
    const reused = await reuseOpen(c, open)
    if (reused) return reused
  }
  const expiresAt = new Date(Date.now() + PAYMENT_WINDOW_MS).toISOString()
  if (order.stock_reserved === 0) {
    if (!(await reserveAgain(d1, order.id, expiresAt))) {
      // Another request may have just taken the units again for this very order: join its transaction.
      const again = await findOrder(d1, order.id)
      if (again?.stock_reserved !== 1) {
        const text = copy.noStockFor((await q.orderLineNames(d1, order.id)).join(', '))
        throw new HttpError(409, text)
      }
    }
  } else {
    await q.extendPaymentWindow(d1, order.id, expiresAt)
  }
  const id = randomId(12)
  const sessionId = randomId(24)
  try {
    if (!(await q.openAttempt(d1, { id, orderId: order.id, sessionId, at: nowIso() }))) {
      const now = await findOrder(d1, order.id)
      if (now && PAID_STATUSES.has(now.status)) throw new HttpError(409, payCopy(c.var.locale).alreadyPaid)
      throw new HttpError(409, copy.cannotPay)
    }
  } catch (err) {
    if (!violates(err, CONSTRAINTS.onePaymentOpen)) throw err
    return joinOpen(c, order.id)
  }
  const attempt = (await q.paymentById(d1, id))!
  const origin = shopOrigin(c, requestedOrigin)
  let created
  try {
    created = await webpayFor(c, origin).create({
      buy_order: attempt.buy_order,
      session_id: sessionId,
      amount: attempt.amount,
      return_url: `${origin}${RETURN_PATH}`,
    })
  } catch (err) {
    console.error('[webpay] create failed', err)
    await q.closePayment(d1, id, 'error', nowIso(), ['starting'])
    throw new HttpError(502, copy.gatewayError)
  }
  await q.attemptCreated(d1, id, created, nowIso())
  return { url: created.url, token: created.token }
}

/**
 * The open transaction, if a shopper can still use it. One whose token is (nearly) spent is closed as
 * superseded so a new one can open; a late return for it is still committed, then reversed if the order was
 * paid meanwhile.
 */
async function reuseOpen(c: ApiContext, open: PaymentRow): Promise<PaymentRedirect | null> {
  const age = Date.now() - Date.parse(open.created_at)
  if (open.status === 'created' && open.token && open.url) {
    if (age < WEBPAY_TOKEN_LIFE_MS - REUSE_MARGIN_MS) return { url: open.url, token: open.token }
    await q.closePayment(c.var.d1, open.id, 'superseded', nowIso(), ['created'])
    return null
  }
  if (open.status === 'starting' && age > STARTING_STALE_MS) {
    await q.closePayment(c.var.d1, open.id, 'error', nowIso(), ['starting'])
    return null
  }
  return joinOpen(c, open.order_id)
}

/** Waits for the transaction another request is opening for this order and hands it back. */
async function joinOpen(c: ApiContext, orderId: string): Promise<PaymentRedirect> {
  for (let i = 0; i < WAIT_FOR_OPEN.tries; i++) {
    const open = await q.openPayment(c.var.d1, orderId)
    if (open?.status === 'created' && open.token && open.url) return { url: open.url, token: open.token }
    if (!open) break
    await sleep(WAIT_FOR_OPEN.everyMs)
  }
  const order = await findOrder(c.var.d1, orderId)
  if (order && PAID_STATUSES.has(order.status)) throw new HttpError(409, payCopy(c.var.locale).alreadyPaid)
  throw new HttpError(409, payCopy(c.var.locale).inProgress)
}

export type ReturnOutcome = { orderId: string | null; success: boolean; replayed: boolean; reason: string }

/**
 * The four Webpay return cases: token_ws (normal: commit), TBK_ID_SESION + TBK_ORDEN_COMPRA
 * (timeout), TBK_TOKEN + both (user abort), token_ws + TBK_TOKEN (invalid). A replayed return reads the
 * stored result and never commits twice. Anything but a verified authorisation releases the order's stock.
 */
export async function handleWebpayReturn(
  c: ApiContext,
  params: Record<string, string | undefined>,
): Promise<ReturnOutcome> {
  const d1 = c.var.d1
  const tokenWs = params.token_ws
  const tbkToken = params.TBK_TOKEN
  const buyOrder = params.TBK_ORDEN_COMPRA
  const sessionId = params.TBK_ID_SESION
  const byToken = (token: string) => q.paymentByToken(d1, token)

  if (tokenWs && tbkToken) {
    const payment = (await byToken(tokenWs)) ?? (await byToken(tbkToken))
    return fail(c, payment, 'invalid')
  }
  if (tokenWs) {
    const payment = await byToken(tokenWs)
    if (!payment) return { orderId: null, success: false, replayed: false, reason: 'unknown' }
    return commit(c, payment)
  }
  if (buyOrder && sessionId) {
    const payment = await q.paymentBySession(d1, buyOrder, sessionId)
    // Abort quotes the token as well; it must be this payment's.
    if (tbkToken && payment && payment.token !== tbkToken)
      return { orderId: null, success: false, replayed: false, reason: 'unknown' }
    return fail(c, payment, tbkToken ? 'aborted' : 'timeout')
  }
  return { orderId: null, success: false, replayed: false, reason: 'unknown' }
}

async function fail(
  c: ApiContext,
  payment: PaymentRow | null,
  reason: 'invalid' | 'aborted' | 'timeout' | 'failed' | 'mismatch',
): Promise<ReturnOutcome> {
  if (!payment) return { orderId: null, success: false, replayed: false, reason: 'unknown' }
  const d1 = c.var.d1
  if (!(await q.closePayment(d1, payment.id, reason, nowIso()))) return replay(c, payment)
  // The order keeps its units until its window ends (the cron releases them): a shopper who cancelled or whose
  // card was refused usually tries again at once, and tracking promises the hold until that time.
  return { orderId: payment.order_id, success: false, replayed: false, reason }
}

async function replay(c: ApiContext, payment: PaymentRow): Promise<ReturnOutcome> {
  const status = await q.paymentStatus(c.var.d1, payment.id)
  return {
    orderId: payment.order_id,
    success: status === 'authorized',
    replayed: true,
    reason: status ?? 'unknown',
  }
}

async function commit(c: ApiContext, payment: PaymentRow): Promise<ReturnOutcome> {
  const d1 = c.var.d1
  // One commit per payment, even when the browser replays the return: claim it first.
  if (!(await q.claimCommit(d1, payment.id, nowIso()))) return replay(c, payment)
  const order = await findOrder(d1, payment.order_id)
  const webpay = webpayFor(c, shopOrigin(c))
  let result: WebpayCommitResponse
  try {
    result = await webpay.commit(payment.token!)
  } catch (err) {
    if (!(err instanceof WebpayError)) console.error('[webpay] commit failed', err)
    return fail(c, payment, 'failed')
  }
  const authorized = result.status === 'AUTHORIZED' && result.response_code === 0
  // The gateway's answer must match what we asked for: same amount (the order's total) and the same buy order.
  const matches =
    !!order &&
    result.amount === payment.amount &&
    payment.amount === order.total &&
    result.buy_order === payment.buy_order &&
    result.session_id === payment.session_id
  await q.savePaymentResponse(d1, payment.id, result)
  if (!authorized) return fail(c, payment, 'failed')
  if (!matches) {
    await webpay.refund(payment.token!, result.amount).catch((err) => console.error('[webpay] refund failed', err))
    return fail(c, payment, 'mismatch')
  }
  // The capture is kept only if the order still waits for it (one batch decides, so two approvals arriving
  // together cannot both be kept); otherwise it is given back at once.
  const [kept] = await d1.batch(q.paidStatements(d1, payment.id, order!.id, nowIso()))
  if ((kept?.meta.changes ?? 0) !== 1) return reverse(c, payment, order!, result.amount)
  // The cart is emptied only after a confirmed order.
  if (order!.cart_id) await d1.batch(emptyCartStatements(d1, order!.cart_id))
  afterAnswer(
    c,
    orderView(c, order!.id).then((view) => (view ? sendOrderConfirmation(c, view) : undefined)),
    'payments: confirmation',
  )
  return { orderId: order!.id, success: true, replayed: false, reason: 'authorized' }
}

/**
 * A capture for an order that is paid already, cancelled or expired: refunded in full through Webpay (a
 * reversal), recorded on the payment, audited as the shop's own action and told to the shopper. If Webpay
 * refuses, the payment says reversal_failed and the order page shows it for staff to give the money back.
 */
async function reverse(c: ApiContext, payment: PaymentRow, order: OrderRow, amount: number): Promise<ReturnOutcome> {
  const d1 = c.var.d1
  let answer: unknown
  let ok = false
  try {
    answer = await webpayFor(c, shopOrigin(c)).refund(payment.token!, amount)
    ok = true
  } catch (err) {
    console.error('[webpay] automatic reversal refused', err)
    answer = { error: err instanceof Error ? err.message : String(err) }
  }
  const fresh = await findOrder(d1, order.id)
  const paidAlready = !!fresh && PAID_STATUSES.has(fresh.status)
  const reason = paidAlready ? 'duplicate' : (fresh?.status ?? order.status)
  await d1.batch(
    q.reversalStatements(d1, { paymentId: payment.id, orderId: order.id, amount, reason, ok, answer, at: nowIso() }),
  )
  afterAnswer(
    c,
    sendReversalMail(c, fresh ?? order, amount, ok ? (paidAlready ? 'paid' : 'closed') : 'pending'),
    'payments: reversal',
  )
  return { orderId: order.id, success: paidAlready, replayed: false, reason: ok ? 'reversed' : 'reversal_failed' }
}

async function sendReversalMail(
  c: ApiContext,
  order: OrderRow,
  amount: number,
  kind: 'paid' | 'closed' | 'pending',
): Promise<void> {
  const t = payCopy(order.locale)
  const customer = JSON.parse(order.customer) as { name?: string }
  const body =
    kind === 'paid'
      ? t.reversedPaid(order.number, amount)
      : kind === 'closed'
        ? t.reversedClosed(order.number, amount)
        : t.reversalPending(order.number, amount)
  const text = [t.hello(customer.name ?? ''), '', body, '', t.bye].join('\n')
  await sendMailQuietly(c, { to: order.email, subject: t.reversalSubject(order.number), text }, 'payments')
}
