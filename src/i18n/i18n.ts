import { setupI18n, type I18n } from '@lingui/core'
import { messages as en } from '../../locales/en/messages.po'
import { messages as es } from '../../locales/es/messages.po'
import type { Locale } from '~/lib/locale'

const catalogs = { es, en } as const

/** One i18n instance per request (never a module singleton: concurrent requests would mix locales). */
export function createI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
}
