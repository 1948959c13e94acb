import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { ContentPage } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { eventDateLabels } from '~/lib/santiago-time'
import { detailSeo, searchString } from '~/lib/seo'
import type { DetailSeo, ListSeo } from '~/lib/seo'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { eventFiltersQueryOptions, eventListQueryOptions, eventQueryOptions } from './events.queries'
import { toListRequest, type EventsSearch } from './events-search'
import { eventJsonLd } from './seo'

// Loaders of /eventos and /eventos/{event} (their heads: ./events.head.ts): route files stay thin.

interface Ctx {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

/** The hero of /eventos, from the page content (docs/product.md, The API GET /pages/events). */
export interface EventsHero {
  title: string
  intro: string
  image: string | null
}

export interface EventsLoaderData extends ListSeo {
  hero: EventsHero
}

/**
 * docs/product.md, Pages /eventos: page content, the list and the category counts, all critical. The content comes from the
 * route (features do not import each other; the content feature owns GET /pages/{slug}).
 */
export async function loadEventsPage(
  context: Ctx,
  search: EventsSearch,
  content: Promise<ContentPage>,
): Promise<EventsLoaderData> {
  const request = toListRequest(search)
  const [site, page, list] = await Promise.all([
    context.queryClient.ensureQueryData(siteUrlQueryOptions()),
    content,
    context.queryClient.ensureQueryData(eventListQueryOptions(context.locale, request)),
    context.queryClient.ensureQueryData(eventFiltersQueryOptions(context.locale)),
  ])
  const base = page.banner_with_title?.title ?? context.i18n._(msg`Eventos`)
  const title = request.pasados ? context.i18n._(msg`Eventos pasados`) : base
  return {
    hero: { title: base, intro: page.intro, image: page.banner_with_title?.background_image ?? null },
    site,
    url: `/eventos${searchString(search as Record<string, unknown>)}`,
    title: list.current_page > 1 ? `${title} · ${context.i18n._(msg`página ${list.current_page}`)}` : title,
    description: page.seo.description,
    crumbs: [
      { name: context.i18n._(msg`Inicio`), href: '/' },
      { name: context.i18n._(msg`Eventos`), href: '/eventos' },
    ],
    total: list.total,
  }
}

export type EventLoaderData = DetailSeo

/** docs/product.md, Pages /eventos/{event}; an unknown slug throws the router's notFound (events.functions.ts). */
export async function loadEventPage(context: Ctx, slug: string): Promise<EventLoaderData> {
  const [site, event] = await Promise.all([
    context.queryClient.ensureQueryData(siteUrlQueryOptions()),
    context.queryClient.ensureQueryData(eventQueryOptions(context.locale, slug)),
  ])
  const url = `/eventos/${event.slug}`
  const crumbs = [
    { name: context.i18n._(msg`Inicio`), href: '/' },
    { name: context.i18n._(msg`Eventos`), href: '/eventos' },
    { name: event.title, href: url },
  ]
  const when = eventDateLabels(event.starts_at, event.ends_at, context.locale)
  const price = event.price === 0 ? context.i18n._(msg`Entrada liberada`) : formatCLP(event.price, context.locale)
  return detailSeo({
    site,
    url,
    crumbs,
    title: event.title,
    description: `${when.longDate}, ${when.time}. ${price}. ${event.summary}`.slice(0, 300),
    image: event.frontend_cover_image,
    entity: eventJsonLd(site, event, url),
  })
}
