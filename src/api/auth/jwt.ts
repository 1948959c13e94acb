import { isLocalEnv } from '~/lib/app-env'
import { SignJWT, errors, jwtVerify } from 'jose'
import { ACCESS_TOKEN_TTL_SECONDS } from '~/lib/limits'

// Access tokens (docs/product.md, Numbers and limits: 1800 s, Bearer): HS256 JWTs signed with JWT_SECRET. Verification pins the
// algorithm (allow-list of one: no "none", no RS/HS confusion), the issuer, the audience and exp.
export const JWT_ALGORITHMS = ['HS256'] as const
export const JWT_ISSUER = 'vinoteca-shop'
export const JWT_AUDIENCE = 'vinoteca-shop:api'

// Only outside production: a fixed development secret so a fresh clone runs without configuration.
const DEV_SECRET = 'dev-only-secret-do-not-use-in-production-3f9c1a7e5b2d4c6e8f0a'

export class JwtConfigError extends Error {}

function secretKey(env: Pick<ShopEnv, 'JWT_SECRET' | 'APP_ENV'>): Uint8Array {
  const secret = env.JWT_SECRET
  if (secret) {
    if (secret.length < 32) throw new JwtConfigError('JWT_SECRET must be at least 32 characters')
    return new TextEncoder().encode(secret)
  }
  if (!isLocalEnv(env)) throw new JwtConfigError('JWT_SECRET is not set')
  return new TextEncoder().encode(DEV_SECRET)
}

export interface AccessClaims {
  sub: string
  sid: string
  email: string
}

export async function signAccessToken(
  env: Pick<ShopEnv, 'JWT_SECRET' | 'APP_ENV'>,
  claims: AccessClaims,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ sid: claims.sid, email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secretKey(env))
}

/** The verified claims, or null for anything expired, tampered, mis-addressed or signed another way. */
export async function verifyAccessToken(
  env: Pick<ShopEnv, 'JWT_SECRET' | 'APP_ENV'>,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(env), {
      algorithms: [...JWT_ALGORITHMS],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    })
    if (typeof payload.sid !== 'string' || !/^\d+$/.test(payload.sub ?? '')) return null
    return { sub: payload.sub!, sid: payload.sid, email: typeof payload.email === 'string' ? payload.email : '' }
  } catch (err) {
    if (err instanceof JwtConfigError) throw err
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null
    return null
  }
}
