import { setCookie } from '@tanstack/react-start/server'

// The commune a shopper chose last (checkout), so every later delivery promise is for their address.
export const COMMUNE_COOKIE = 'shop_commune'

export function rememberCommune(communeId: number): void {
  setCookie(COMMUNE_COOKIE, String(communeId), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    maxAge: 60 * 60 * 24 * 180,
  })
}
