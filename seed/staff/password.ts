import { pbkdf2Sync, randomBytes } from 'node:crypto'

// The API's password format (src/api/auth/password.ts: "pbkdf2-sha256$<iterations>$<salt>$<hash>", base64url),
// computed in Node for the seed and the staff command line. Same iterations, salt size and key length.
const ITERATIONS = 100_000

const b64url = (bytes: Buffer) => bytes.toString('base64url')

export function hashPasswordNode(password: string): string {
  const salt = randomBytes(16)
  const hash = pbkdf2Sync(password.normalize('NFKC'), salt, ITERATIONS, 32, 'sha256')
  return `pbkdf2-sha256$${ITERATIONS}$${b64url(salt)}$${b64url(hash)}`
}

/** A password a person can type from a terminal: four groups of letters and digits. */
export function generatedPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(16)
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}
