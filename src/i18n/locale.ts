import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from '~/lib/locale'

/** The locale of this render: the locale cookie on the server, <html lang> in the browser. */
export const detectLocale = createIsomorphicFn()
  .server((): Locale => {
    const value = getCookie(LOCALE_COOKIE)
    return isLocale(value) ? value : DEFAULT_LOCALE
  })
  .client((): Locale => {
    const lang = document.documentElement.lang
    return isLocale(lang) ? lang : DEFAULT_LOCALE
  })
