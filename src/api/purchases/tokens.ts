import { isLocalEnv } from '~/lib/app-env'
// Guest order tokens: unguessable, derived with an HMAC so a retried submit (same idempotency key) can be
// answered with the same token, while the database holds only its SHA-256.
const DEV_SECRET = 'dev-only-order-token-secret-7b1e4f0c9a2d'

const encoder = new TextEncoder()

function b64url(bytes: ArrayBuffer): string {
  let s = ''
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function secret(env: Pick<ShopEnv, 'JWT_SECRET' | 'APP_ENV'>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET
  if (!isLocalEnv(env)) throw new Error('JWT_SECRET is not set')
  return DEV_SECRET
}

/** An HMAC of `text` with the shop's secret (base64url): a value only the shop can make, checked by making it again. */
export async function signature(env: Pick<ShopEnv, 'JWT_SECRET' | 'APP_ENV'>, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret(env)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return b64url(await crypto.subtle.sign('HMAC', key, encoder.encode(text)))
}

export async function guestToken(
  env: Pick<ShopEnv, 'JWT_SECRET' | 'APP_ENV'>,
  orderId: string,
  nonce: string,
): Promise<string> {
  return signature(env, `guest-order:${orderId}:${nonce}`)
}

export function randomId(bytes = 16): string {
  const buf = new Uint8Array(bytes)
  crypto.getRandomValues(buf)
  return b64url(buf.buffer).replace(/[-_]/g, 'x')
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
