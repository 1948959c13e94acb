import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { createIsomorphicFn } from '@tanstack/react-start'
import { messages as en } from '../../locales/en/messages.po'
import { messages as es } from '../../locales/es/messages.po'
import type { Locale } from '~/lib/locale'

// The browser gets the catalogue of the page's language only (half the size of both): src/client.tsx loads it
// before hydration and keeps it here. The server bundles both, statically (docs/decisions/019-what-loads-first.md).
const browserCatalogs: Partial<Record<Locale, Messages>> = {}
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}

/** Fetches the catalogue of `locale` into the browser (src/client.tsx awaits it before hydrating). */
export async function loadCatalog(locale: Locale): Promise<void> {
  browserCatalogs[locale] ??= (await loaders[locale]()).messages
}

const catalogOf = createIsomorphicFn()
  .server((locale: Locale): Messages => (locale === 'en' ? en : es))
  .client((locale: Locale): Messages => {
    const messages = browserCatalogs[locale]
    if (!messages) throw new Error(`The ${locale} catalogue was not loaded before the first render`)
    return messages
  })

/** One i18n instance per request (never a module singleton: concurrent requests would mix locales). */
export function createI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogOf(locale) } })
}
