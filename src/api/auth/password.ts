// Password hashing with PBKDF2-SHA256 through WebCrypto. 100 000 iterations is the most the
// Workers runtime accepts (it throws NotSupportedError above that), so that is what we use; the
// iteration count is stored with each hash so it can be raised later without breaking old hashes.
export const PBKDF2_ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256
const PREFIX = 'pbkdf2-sha256'

const encoder = new TextEncoder()

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password.normalize('NFKC')), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `${PREFIX}$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iter, saltText, hashText] = stored.split('$')
  const iterations = Number(iter)
  if (prefix !== PREFIX || !saltText || !hashText || !Number.isInteger(iterations) || iterations < 1) return false
  const expected = fromBase64Url(hashText)
  const actual = await derive(password, fromBase64Url(saltText), iterations)
  return timingSafeEqual(actual, expected)
}

// A precomputed hash of a random password: unknown e-mails cost the same work as known ones,
// so login timing does not reveal which addresses have accounts.
let dummy: Promise<string> | undefined
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword(crypto.randomUUID())
  await verifyPassword(password, await dummy)
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

/** 32 random bytes, URL-safe: refresh and reset tokens. */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

/** Tokens are stored as their SHA-256 (a database leak does not hand out sessions or reset links). */
export async function sha256(text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}
