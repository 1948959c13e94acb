import { setShopCookie } from './cookies.server'

// The commune a shopper chose last (checkout), so every later delivery promise is for their address.
export const COMMUNE_COOKIE = 'shop_commune'

export function rememberCommune(communeId: number): void {
  setShopCookie(COMMUNE_COOKIE, String(communeId), 60 * 60 * 24 * 180)
}
