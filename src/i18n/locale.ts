import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie, getRequest } from '@tanstack/react-start/server'
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

/** The path of the page being rendered: the request's on the server, the address bar's in the browser. */
export const requestPathname = createIsomorphicFn()
  .server((): string => new URL(getRequest().url).pathname)
  .client((): string => window.location.pathname)
