// docs/product.md, Numbers and limits: default and fallback locale es; en offered. Locale cookie lives 7 days on path '/'.
export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'es'
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE = 604800

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Picks es|en from an Accept-Language header ("en-US,en;q=0.9" → en); anything else → es. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1 }
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q)
  const match = ranked.find((entry) => isLocale(entry.lang))
  return match && isLocale(match.lang) ? match.lang : DEFAULT_LOCALE
}
