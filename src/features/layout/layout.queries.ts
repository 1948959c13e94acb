import { useSuspenseQuery } from '@tanstack/react-query'
import type { CaptchaConfig } from '~/ui/captcha'
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/lib/locale'
import { getNotFoundContent, getPublicConfig } from './layout.functions'
import { getMenuPanels, getShellLayout } from './menu.functions'

export const layoutKeys = {
  all: ['layout'] as const,
  layout: (locale: Locale) => [...layoutKeys.all, 'data', locale] as const,
  menu: (locale: Locale) => [...layoutKeys.all, 'menu', locale] as const,
  notFound: (locale: Locale) => [...layoutKeys.all, 'not-found', locale] as const,
  config: () => [...layoutKeys.all, 'config'] as const,
}

export const layoutQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: layoutKeys.layout(locale), queryFn: () => getShellLayout(), staleTime: 5 * 60_000 })

/** The mega-menu's panels: loaded in the browser when the visitor reaches for the menu, never dehydrated. */
export const menuPanelsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: layoutKeys.menu(locale), queryFn: () => getMenuPanels(), staleTime: 5 * 60_000 })

export const notFoundQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: layoutKeys.notFound(locale), queryFn: () => getNotFoundContent(), staleTime: 5 * 60_000 })

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: layoutKeys.config(), queryFn: () => getPublicConfig(), staleTime: Infinity })

/** What the server knew of the visitor (the age gate said yes): read from the public config's answer. */
export const visitorQueryOptions = () =>
  queryOptions({ ...publicConfigQueryOptions(), select: (config) => ({ ageAccepted: config.ageAccepted }) })

/** The captcha a public form asks for (site key and provider of the public config, loaded by the root route). */
export function useCaptchaConfig(): CaptchaConfig {
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  return { siteKey: config.captchaSiteKey, provider: config.captchaProvider }
}
