import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { createIsomorphicFn } from '@tanstack/react-start'
import { messages as areasEn } from '../../locales/en/areas.po'
import { messages as areasEs } from '../../locales/es/areas.po'
import { messages as cartEn } from '../../locales/en/cart.po'
import { messages as cartEs } from '../../locales/es/cart.po'
import { messages as checkoutEn } from '../../locales/en/checkout.po'
import { messages as checkoutEs } from '../../locales/es/checkout.po'
import { messages as listsEn } from '../../locales/en/lists.po'
import { messages as listsEs } from '../../locales/es/lists.po'
import { messages as onDemandEn } from '../../locales/en/on-demand.po'
import { messages as onDemandEs } from '../../locales/es/on-demand.po'
import { messages as pagesEn } from '../../locales/en/pages.po'
import { messages as pagesEs } from '../../locales/es/pages.po'
import { messages as productEn } from '../../locales/en/product.po'
import { messages as productEs } from '../../locales/es/product.po'
import { messages as backofficeEn } from '../../locales/en/backoffice.po'
import { messages as backofficeEs } from '../../locales/es/backoffice.po'
import { messages as en } from '../../locales/en/messages.po'
import { messages as es } from '../../locales/es/messages.po'
import { isChunkLoadError } from '~/lib/chunk-reload'
import type { Locale } from '~/lib/locale'
import { areaOf, type Area } from './areas'

// The browser gets the page language's catalogues only: before hydration (src/router.tsx) the storefront's shell
// and the catalogue of the page's area (lists, product pages, cart, rarely visited pages, checkout, the other areas:
// src/i18n/areas.ts), kept here; another area's when a navigation enters it (`loadPageCatalogues`); the on-demand
// parts' with their code (`withOnDemandMessages`); the back-office's on /gestion pages. The server bundles everything,
// statically, and renders each page with the catalogues the browser merges for its first render (`catalogOf`)
// (docs/decisions/019-what-loads-first.md).

/** The catalogues beside the storefront's: an area's, the back-office's, the on-demand parts'. */
type Catalogue = Area | 'backoffice' | 'onDemand'

const storefrontLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../../locales/es/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}
const catalogueLoaders: Record<Catalogue, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  lists: { es: () => import('../../locales/es/lists.po'), en: () => import('../../locales/en/lists.po') },
  product: { es: () => import('../../locales/es/product.po'), en: () => import('../../locales/en/product.po') },
  cart: { es: () => import('../../locales/es/cart.po'), en: () => import('../../locales/en/cart.po') },
  pages: { es: () => import('../../locales/es/pages.po'), en: () => import('../../locales/en/pages.po') },
  checkout: { es: () => import('../../locales/es/checkout.po'), en: () => import('../../locales/en/checkout.po') },
  areas: { es: () => import('../../locales/es/areas.po'), en: () => import('../../locales/en/areas.po') },
  backoffice: {
    es: () => import('../../locales/es/backoffice.po'),
    en: () => import('../../locales/en/backoffice.po'),
  },
  onDemand: { es: () => import('../../locales/es/on-demand.po'), en: () => import('../../locales/en/on-demand.po') },
}
/** The storefront's catalogue of each language the page has used, with what was merged into it. */
const browserCatalogs: Partial<Record<Locale, Messages>> = {}
const fetched: Partial<Record<`${Catalogue}.${Locale}`, Promise<Messages>>> = {}
/** The language of the browser's page (set by `loadCatalog`, before the first render). */
let browserLocale: Locale | undefined

/** Whether a path is a back-office page, whose first render needs the back-office catalogue too. */
function isBackofficePath(pathname: string): boolean {
  return pathname === '/gestion' || pathname.startsWith('/gestion/')
}

/** The catalogues a page renders with beside the storefront's, in the order they are merged. */
function pageCatalogues(pathname: string): Catalogue[] {
  const area = areaOf(pathname)
  const names: Catalogue[] = area ? [area] : []
  if (isBackofficePath(pathname)) names.push('backoffice')
  return names
}

/**
 * Fetches the storefront catalogue of `locale` into the browser (src/router.tsx awaits it before hydrating), with
 * the page's own catalogues (its area's, the back-office's on its pages), fetched at once.
 */
export async function loadCatalog(locale: Locale, pathname: string): Promise<void> {
  browserLocale = locale
  const [storefront, ...others] = await Promise.all([
    browserCatalogs[locale] ?? storefrontLoaders[locale]().then((m) => m.messages),
    ...pageCatalogues(pathname).map((name) => fetchCatalogue(name, locale)),
  ])
  browserCatalogs[locale] = Object.assign({ ...storefront }, ...others) as Messages
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

/** A catalogue's fetch, kept once it succeeded; a failed one is forgotten, so the next call tries again. */
function fetchCatalogue(name: Catalogue, locale: Locale): Promise<Messages> {
  const key = `${name}.${locale}` as const
  const loading = (fetched[key] ??= catalogueLoaders[name][locale]()
    .then((m) => m.messages)
    .catch((error: unknown) => {
      if (fetched[key] === loading) delete fetched[key]
      throw error
    }))
  return loading
}

/** Adds what `messages` has and the page's i18n instance lacks (loading emits a change that re-renders every
 * translated component, so only when something is missing). */
function addMessages(i18n: I18n, messages: Messages): void {
  const current = i18n.messages
  if (Object.keys(messages).some((id) => !(id in current))) i18n.load(i18n.locale, messages)
}

/**
 * Makes a catalogue's messages available to `i18n` before a page that needs it renders (`loadPageCatalogues`, on a
 * client-side navigation into its area; a first load has it from `loadCatalog`). On the server the page's instance
 * has it already (`catalogOf`), and this adds nothing.
 */
const addCatalogue = createIsomorphicFn()
  .server(async (i18n: I18n, name: Catalogue): Promise<void> => {
    addMessages(i18n, serverBundled[i18n.locale as Locale][name])
  })
  .client(async (i18n: I18n, name: Catalogue): Promise<void> => {
    addMessages(i18n, await fetchCatalogue(name, i18n.locale as Locale))
  })

/**
 * `load` (a part's code fetched on demand), settled once the on-demand catalogue (locales/{es,en}/on-demand.po: cart
 * drawer, search popup, phone menu, floating buttons, age gate, newsletter and stock-alert forms) is in the browser's
 * too, so the part never renders, nor hydrates, without its messages. A part whose sources are in that catalogue
 * (`onDemandSources` in lingui.config.ts) loads through this (src/i18n/areas.test.ts checks); on the server, which
 * renders with every message, it is `load` itself.
 */
export function withOnDemandMessages<T>(load: Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load
  return Promise.all([load, loadOnDemandCatalog()]).then(([module]) => module)
}

/**
 * Fetches the on-demand catalogue once and adds what the page's catalogue lacks to it, quietly: no render has used
 * those messages yet (only the parts waiting for them do), and Lingui's change event would re-render every
 * translated component, even while the page hydrates. The page's i18n instance reads this same catalogue object
 * (`createI18n` hands it over, `load` merges into it).
 */
async function loadOnDemandCatalog(): Promise<void> {
  const locale = browserLocale
  const page = locale && browserCatalogs[locale]
  if (!locale || !page) return
  const messages = await fetchCatalogue('onDemand', locale)
  for (const [id, message] of Object.entries(messages)) if (!(id in page)) page[id] = message
}

const serverBundled: Record<Locale, Record<Catalogue | 'storefront', Messages>> = {
  es: {
    storefront: es,
    onDemand: onDemandEs,
    lists: listsEs,
    product: productEs,
    cart: cartEs,
    pages: pagesEs,
    checkout: checkoutEs,
    areas: areasEs,
    backoffice: backofficeEs,
  },
  en: {
    storefront: en,
    onDemand: onDemandEn,
    lists: listsEn,
    product: productEn,
    cart: cartEn,
    pages: pagesEn,
    checkout: checkoutEn,
    areas: areasEn,
    backoffice: backofficeEn,
  },
}
const serverCatalogs = new Map<string, Messages>()

/**
 * The catalogue a page renders with: the storefront's, then its area's, then the back-office's on /gestion pages,
 * merged in that order on both halves; on the server, the on-demand parts' too, under the others (only what they
 * lack: the browser adds it the same way when a part's code comes, `withOnDemandMessages`). The server used to merge
 * all five for every page, and a message two catalogues translate apart ("Cupos": seats to a shopper, places to the
 * staff) came out of the server in the back-office's words and out of the browser in the area's: React threw the
 * server's text away (a hydration error on English event pages). Building the same catalogue from the same path
 * keeps the two renders alike.
 */
const catalogOf = createIsomorphicFn()
  .server((locale: Locale, pathname: string): Messages => {
    const names = pageCatalogues(pathname)
    const key = `${locale}|${names.join(',')}`
    let messages = serverCatalogs.get(key)
    if (!messages) {
      const bundled = serverBundled[locale]
      messages = { ...bundled.onDemand, ...bundled.storefront }
      for (const name of names) Object.assign(messages, bundled[name])
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

/**
 * The root route's `beforeLoad` (src/routes/__root.tsx): before any page renders, on every navigation, the
 * catalogue of its area (src/i18n/areas.ts) and on /gestion pages the back-office's are in the page's i18n instance.
 * A first load has them already (`loadCatalog`, `catalogOf`); entering another area fetches its catalogue once.
 */
export async function loadPageCatalogues(i18n: I18n, pathname: string): Promise<void> {
  await Promise.all(pageCatalogues(pathname).map((name) => addCatalogue(i18n, name)))
}
