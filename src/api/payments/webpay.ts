// Webpay Plus REST adapter (docs/architecture.md, "Third parties"): create → browser POSTs token_ws to url → commit; status; refund.
// Plain fetch (the official SDK's axios fails on Workers). The same code talks to Transbank or to the
// sandbox the Worker serves itself (/_sandbox/webpay): only the base URL (and the fetch used) differ.

export const WEBPAY_API_PATH = '/rswebpaytransaction/api/webpay/v1.2/transactions'
/** Transbank's public integration credentials (documented, not secret). */
export const INTEGRATION_COMMERCE_CODE = '597055555532'
export const INTEGRATION_API_KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C'
export const BUY_ORDER_MAX = 26
export const SESSION_ID_MAX = 61

export interface WebpayCreateResponse {
  token: string
  url: string
}

export interface WebpayCommitResponse {
  vci?: string
  amount: number
  status: 'INITIALIZED' | 'AUTHORIZED' | 'REVERSED' | 'FAILED' | 'NULLIFIED' | 'PARTIALLY_NULLIFIED' | 'CAPTURED'
  buy_order: string
  session_id: string
  card_detail?: { card_number: string }
  accounting_date?: string
  transaction_date?: string
  authorization_code?: string
  payment_type_code?: string
  response_code: number
  installments_amount?: number
  installments_number?: number
  balance?: number
}

export class WebpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'WebpayError'
  }
}

export interface WebpayConfig {
  baseUrl: string
  commerceCode: string
  apiKey: string
  fetch?: (request: Request) => Promise<Response>
}

export function createWebpay(config: WebpayConfig) {
  const base = config.baseUrl.replace(/\/$/, '')
  const doFetch = config.fetch ?? ((request: Request) => fetch(request))

  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const request = new Request(`${base}${WEBPAY_API_PATH}${path}`, {
      method,
      headers: {
        'Tbk-Api-Key-Id': config.commerceCode,
        'Tbk-Api-Key-Secret': config.apiKey,
        'Content-Type': 'application/json',
        accept: 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const response = await doFetch(request)
    const json = (await response.json().catch(() => null)) as (T & { error_message?: string }) | null
    if (!response.ok || json === null) {
      throw new WebpayError(
        response.status,
        json?.error_message ?? `Webpay ${method} ${path} failed with ${response.status}`,
      )
    }
    return json
  }

  return {
    async create(input: { buy_order: string; session_id: string; amount: number; return_url: string }) {
      if (input.buy_order.length > BUY_ORDER_MAX) throw new WebpayError(422, 'buy_order too long')
      if (input.session_id.length > SESSION_ID_MAX) throw new WebpayError(422, 'session_id too long')
      return call<WebpayCreateResponse>('POST', '', input)
    },
    commit(token: string) {
      return call<WebpayCommitResponse>('PUT', `/${encodeURIComponent(token)}`)
    },
    status(token: string) {
      return call<WebpayCommitResponse>('GET', `/${encodeURIComponent(token)}`)
    },
    refund(token: string, amount: number) {
      return call<{ type: string; response_code?: number; authorization_code?: string; nullified_amount?: number }>(
        'POST',
        `/${encodeURIComponent(token)}/refunds`,
        { amount },
      )
    },
  }
}

export type Webpay = ReturnType<typeof createWebpay>
