import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { createIsomorphicFn } from '@tanstack/react-start'
import { messages as areasEn } from '../../locales/en/areas.po'
import { messages as areasEs } from '../../locales/es/areas.po'
import { messages as checkoutEn } from '../../locales/en/checkout.po'
import { messages as checkoutEs } from '../../locales/es/checkout.po'
import { messages as backofficeEn } from '../../locales/en/backoffice.po'
import { messages as backofficeEs } from '../../locales/es/backoffice.po'
import { messages as en } from '../../locales/en/messages.po'
import { messages as es } from '../../locales/es/messages.po'
import { isChunkLoadError } from '~/lib/chunk-reload'
import type { Locale } from '~/lib/locale'
import { areaOf, type Area } from './areas'

// The browser gets the storefront catalogue of the page's language only (half the size of both): src/client.tsx
// loads it before hydration and keeps it here. The checkout's messages, the other areas' (account, contact,
// reservations, events, blog, sommelier, tracking: src/i18n/areas.ts) and the back-office's are catalogues of their
// own, fetched only by those pages (`loadAreaCatalog`, `loadBackofficeCatalog`). The server bundles everything, statically,
// and renders each page with the same catalogues the browser merges for it (`catalogOf`)
// (docs/decisions/019-what-loads-first.md).
const browserCatalogs: Partial<Record<Locale, Messages>> = {}
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}
const backofficeLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/backoffice.po'),
  en: () => import('../../locales/en/backoffice.po'),
}
const backofficeLoaded: Partial<Record<Locale, Promise<Messages>>> = {}
const areaLoaders: Record<Area, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  checkout: {
    es: () => import('../../locales/es/checkout.po'),
    en: () => import('../../locales/en/checkout.po'),
  },
  areas: {
    es: () => import('../../locales/es/areas.po'),
    en: () => import('../../locales/en/areas.po'),
  },
}
const areasLoaded: Partial<Record<`${Area}.${Locale}`, Promise<Messages>>> = {}

/**
 * Fetches the catalogue of `locale` into the browser (src/client.tsx awaits it before hydrating), with the
 * checkout's, the other areas' or the back-office's when the page is one of theirs (fetched at once).
 */
export async function loadCatalog(locale: Locale, pathname: string): Promise<void> {
  const area = areaOf(pathname)
  const [storefront, areas, backoffice] = await Promise.all([
    browserCatalogs[locale] ?? loaders[locale]().then((m) => m.messages),
    area ? fetchAreaCatalog(area, locale) : undefined,
    isBackofficePath(pathname) ? fetchBackofficeCatalog(locale) : undefined,
  ])
  browserCatalogs[locale] = { ...storefront, ...areas, ...backoffice }
}

/**
 * Like `loadCatalog`, tried again each time the connection comes back while the catalogue cannot be fetched: until
 * then the page stays the server's HTML (readable, its links working) and hydrates once the catalogue is in, instead
 * of never hydrating.
 */
export async function loadCatalogWhenOnline(locale: Locale, pathname: string): Promise<void> {
  for (;;) {
    try {
      return await loadCatalog(locale, pathname)
    } catch (error) {
      if (!isChunkLoadError(error)) throw error
      await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
    }
  }
}

/** A fetch kept once it succeeded; a failed one is forgotten, so the next call tries again. */
function once<K extends string>(cache: Partial<Record<K, Promise<Messages>>>, key: K, load: () => Promise<Messages>) {
  const loading = (cache[key] ??= load().catch((error: unknown) => {
    if (cache[key] === loading) delete cache[key]
    throw error
  }))
  return loading
}

/** Fetches an area's catalogue of `locale` once (the browser's copy; the server has it already). */
function fetchAreaCatalog(area: Area, locale: Locale): Promise<Messages> {
  return once(areasLoaded, `${area}.${locale}`, () => areaLoaders[area][locale]().then((m) => m.messages))
}

/** Adds what `messages` has and the page's i18n instance lacks (loading emits a change that re-renders every
 * translated component, so only when something is missing). */
function addMessages(i18n: I18n, messages: Messages): void {
  const current = i18n.messages
  if (Object.keys(messages).some((id) => !(id in current))) i18n.load(i18n.locale, messages)
}

/**
 * Makes an area's messages available to `i18n` before one of its pages renders: each area route awaits it in its
 * `beforeLoad` (a client-side navigation into the area; a first load has it from `loadCatalog`). On the server the
 * page's instance has it already (`catalogOf`), and this adds nothing.
 */
export const loadAreaCatalog = createIsomorphicFn()
  .server(async (i18n: I18n, area: Area): Promise<void> => {
    addMessages(i18n, serverBundled[i18n.locale as Locale].area[area])
  })
  .client(async (i18n: I18n, area: Area): Promise<void> => {
    addMessages(i18n, await fetchAreaCatalog(area, i18n.locale as Locale))
  })

/** Whether a path is a back-office page, whose first render needs the back-office catalogue too. */
export function isBackofficePath(pathname: string): boolean {
  return pathname === '/gestion' || pathname.startsWith('/gestion/')
}

/** Fetches the back-office catalogue of `locale` once (the browser's copy; the server has it already). */
export function fetchBackofficeCatalog(locale: Locale): Promise<Messages> {
  return once(backofficeLoaded, locale, () => backofficeLoaders[locale]().then((m) => m.messages))
}

/**
 * Makes the back-office's messages available to `i18n` before a /gestion page renders (the /gestion route awaits
 * it). In the browser the catalogue is fetched once and added to the page's i18n instance; on the server every
 * instance has it already.
 */
export const loadBackofficeCatalog = createIsomorphicFn()
  .server(async (i18n: I18n): Promise<void> => {
    addMessages(i18n, serverBundled[i18n.locale as Locale].backoffice)
  })
  .client(async (i18n: I18n): Promise<void> => {
    addMessages(i18n, await fetchBackofficeCatalog(i18n.locale as Locale))
  })

const serverBundled: Record<Locale, { storefront: Messages; area: Record<Area, Messages>; backoffice: Messages }> = {
  es: { storefront: es, area: { checkout: checkoutEs, areas: areasEs }, backoffice: backofficeEs },
  en: { storefront: en, area: { checkout: checkoutEn, areas: areasEn }, backoffice: backofficeEn },
}
const serverCatalogs = new Map<string, Messages>()

/**
 * The catalogue a page renders with: the storefront's, then its area's, then the back-office's on /gestion pages,
 * merged in that order on both halves. The server used to merge all five for every page, and a message two
 * catalogues translate apart ("Cupos": seats to a shopper, places to the staff) came out of the server in the
 * back-office's words and out of the browser in the area's: React threw the server's text away (a hydration error
 * on English event pages). Building the same catalogue from the same path keeps the two renders alike.
 */
const catalogOf = createIsomorphicFn()
  .server((locale: Locale, pathname: string): Messages => {
    const area = areaOf(pathname)
    const backoffice = isBackofficePath(pathname)
    const key = `${locale}|${area ?? ''}|${backoffice}`
    let messages = serverCatalogs.get(key)
    if (!messages) {
      const bundled = serverBundled[locale]
      messages = {
        ...bundled.storefront,
        ...(area ? bundled.area[area] : {}),
        ...(backoffice ? bundled.backoffice : {}),
      }
      serverCatalogs.set(key, messages)
    }
    return messages
  })
  .client((locale: Locale, _pathname: string): Messages => {
    const messages = browserCatalogs[locale]
    if (!messages) throw new Error(`The ${locale} catalogue was not loaded before the first render`)
    return messages
  })

/**
 * One i18n instance per request (never a module singleton: concurrent requests would mix locales), with the
 * catalogue of the page at `pathname` (the storefront's alone when no page is rendered, e.g. a server function).
 */
export function createI18n(locale: Locale, pathname = '/'): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogOf(locale, pathname) } })
}

/** The `beforeLoad` of an area's routes (src/i18n/areas.ts): the area's messages are there before its page renders. */
export const loadAreaMessages =
  (area: Area) =>
  ({ context }: { context: { i18n: I18n } }): Promise<void> =>
    loadAreaCatalog(context.i18n, area)
