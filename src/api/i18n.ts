import { setupI18n, type I18n } from '@lingui/core'
import { messages as apiEn } from '../../locales/en/api.po'
import { messages as apiEs } from '../../locales/es/api.po'
import type { Locale } from '~/lib/locale'

// The API's texts (answers, e-mails, shipping lines) are Lingui messages like the storefront's. They live in their
// own catalogue (locales/*/api.po) so the browser never downloads them, with the messages both halves share (the
// validation messages of src/lib, also in the catalogues of the storefront's pages with forms).
// docs/architecture.md, "Translations".
const catalogue = { es: () => apiEs, en: () => apiEn }

// One instance per locale for the whole isolate, created on first use. Each is fixed to its locale and never
// re-activated, so concurrent requests in different languages cannot mix; a request picks the one of its locale.
const instances: Partial<Record<Locale, I18n>> = {}

/** The i18n instance of a locale (created once per isolate). */
export function apiI18n(locale: Locale): I18n {
  return (instances[locale] ??= setupI18n({ locale, messages: { [locale]: catalogue[locale]() } }))
}

/**
 * A table of texts built once per locale and isolate: static messages are translated when the table is built, the
 * ones with values are functions. Call sites keep their shape (`shopCopy(locale).outOfStock(name)`).
 */
export function perLocale<T>(build: (i18n: I18n, locale: Locale) => T): (locale: Locale) => T {
  const tables: Partial<Record<Locale, T>> = {}
  return (locale) => (tables[locale] ??= build(apiI18n(locale), locale))
}
