import { getCookie } from '@tanstack/react-start/server'
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '~/lib/locale'

/** The visitor's language as the locale cookie says (es when it is missing or unknown). */
export function requestLocale(): Locale {
  const value = getCookie(LOCALE_COOKIE)
  return isLocale(value) ? value : DEFAULT_LOCALE
}
