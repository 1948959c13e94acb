import { sendOrderConfirmation } from '../purchases/confirmation-mail'
import { isLocalEnv } from '~/lib/app-env'
import type { PaymentRedirect } from '~/contract/checkout'
import { HttpError, type ApiContext } from '../http'
import { shopCopy } from '../cart/messages'
import { PAYMENT_WINDOW_MS, emptyCartStatements, findOrder, orderView } from '../purchases/service'
import { releaseExpiredOrders, reserveAgain } from '../purchases/stock'
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

/** Starts (or restarts, after a failure or expiry) the Webpay payment of an order. */
export async function startWebpay(c: ApiContext, orderId: string, requestedOrigin?: string): Promise<PaymentRedirect> {
  const d1 = c.var.d1
  const copy = shopCopy(c.var.locale)
  await releaseExpiredOrders(d1)
  const order = await findOrder(d1, orderId)
  if (
    !order ||
    order.payment_platform !== 'webpay' ||
    !['pending_payment', 'payment_failed', 'expired'].includes(order.status)
  ) {
    throw new HttpError(409, copy.cannotPay)
  }
  const expiresAt = new Date(Date.now() + PAYMENT_WINDOW_MS).toISOString()
  if (order.stock_reserved === 0) {
    if (!(await reserveAgain(d1, order.id, expiresAt))) {
      const text = copy.noStockFor((await q.orderLineNames(d1, order.id)).join(', '))
      throw new HttpError(409, text)
    }
  } else {
    await q.extendPaymentWindow(d1, order.id, expiresAt)
  }
  const buyOrder = `${order.number}-${(await q.paymentAttempts(d1, order.id)) + 1}`
  const sessionId = randomId(24)
  const origin = shopOrigin(c, requestedOrigin)
  let created
  try {
    created = await webpayFor(c, origin).create({
      buy_order: buyOrder,
      session_id: sessionId,
      amount: order.total,
      return_url: `${origin}${RETURN_PATH}`,
    })
  } catch (err) {
    console.error('[webpay] create failed', err)
    throw new HttpError(502, copy.gatewayError)
  }
  await q.insertWebpayPayment(d1, {
    id: randomId(12),
    order_id: order.id,
    buy_order: buyOrder,
    session_id: sessionId,
    token: created.token,
    amount: order.total,
  })
  return { url: created.url, token: created.token }
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
  if (!(await q.closePayment(d1, payment.id, reason))) return replay(c, payment)
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
  if (!(await q.claimCommit(d1, payment.id))) return replay(c, payment)
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
  // Paid after the window released the stock: take it again, or give the money back.
  if (order!.stock_reserved === 0 && !(await reserveAgain(d1, order!.id, order!.created_at))) {
    await webpay.refund(payment.token!, result.amount).catch((err) => console.error('[webpay] refund failed', err))
    return fail(c, payment, 'failed')
  }
  await d1.batch([
    ...q.paidStatements(d1, payment.id, order!.id),
    // The cart is emptied only after a confirmed order.
    ...(order!.cart_id ? emptyCartStatements(d1, order!.cart_id) : []),
  ])
  const view = await orderView(c, order!.id)
  if (view) await sendOrderConfirmation(c, view)
  return { orderId: order!.id, success: true, replayed: false, reason: 'authorized' }
}
