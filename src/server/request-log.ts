// One structured JSON line per request (docs/operations.md), read with `npm run tail` (wrangler tail --format json):
// what was asked, how it went and what it cost, without anything personal but the user's id.

export interface RequestLogLine {
  type: 'request'
  request_id: string
  method: string
  route: string
  status: number
  duration_ms: number
  d1_queries: number
  user: string
  colo: string | null
}

/** The id of a request: Cloudflare's ray id when there is one (it ties our logs to Cloudflare's), else a new UUID. */
export function requestId(request: Request): string {
  const ray = request.headers.get('cf-ray')
  return ray && /^[\w-]{8,64}$/.test(ray) ? ray : crypto.randomUUID()
}

const PAGE_PARAMS: [RegExp, string][] = [
  [
    /^\/(productos|vinos|categorias|blog|eventos|reserva|compras\/\w+|orden|gracias|favoritos\/compartida)\/[^/]+/,
    '/$1/:param',
  ],
  [/^\/gestion\/pedidos\/[^/]+/, '/gestion/pedidos/:numero'],
  [/^\/img\/(\w)\/[^/]+/, '/img/$1/:file'],
]

/**
 * The route's pattern, not the concrete path: ids, slugs and order numbers become parameters so the log can be
 * grouped by route (and carries no order number). The API passes Hono's own pattern.
 */
export function routePattern(pathname: string, apiPattern?: string | null): string {
  if (apiPattern) return apiPattern
  for (const [re, replacement] of PAGE_PARAMS) if (re.test(pathname)) return pathname.replace(re, replacement)
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id')
}

/** The user id carried by the access token (Bearer or the session cookie), read without verifying: for logs only. */
export function userOfRequest(request: Request): string {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)/i)?.[1]
  const cookie = request.headers.get('cookie')?.match(/(?:^|;\s*)shop_at=([^;]+)/)?.[1]
  const token = bearer ?? cookie
  const payload = token?.split('.')[1]
  if (!payload) return 'guest'
  try {
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }
    return typeof sub === 'string' && /^\d{1,12}$/.test(sub) ? sub : 'guest'
  } catch {
    return 'guest'
  }
}

export function logRequest(line: Omit<RequestLogLine, 'type'>): RequestLogLine {
  const entry: RequestLogLine = { type: 'request', ...line }
  console.log(JSON.stringify(entry))
  return entry
}
