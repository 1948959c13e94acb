import { stripTrackingParams } from '~/lib/tracking-params'

// SEO of every storefront page with its own URL: title and description, canonical without tracking
// parameters, hreflang es/en, JSON-LD (BreadcrumbList here; Product in the catalogue feature).

export const SITE_NAME = 'Vinoteca Andes'

type Meta = { title?: string; name?: string; property?: string; content?: string }
type HeadLink = { rel: string; href: string; hrefLang?: string }
type HeadScript = { type: string; children: string }

export interface HeadInput {
  site: string
  /** Path and query as the shopper sees it (tracking parameters are removed here). */
  url: string
  title: string
  description: string
  image?: string | null
  jsonLd?: object[]
  noindex?: boolean
}

export function absolute(site: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${site}${path.startsWith('/') ? '' : '/'}${path}`
}

/** Serialises a validated search object in a stable order (canonical URLs must not depend on click order). */
export function searchString(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(search).sort()) {
    const value = search[key]
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

/** The locale is a cookie; `?lang=` selects it for crawlers following hreflang alternates. */
function withLang(url: string, lang: 'es' | 'en'): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`
}

export function pageHead(input: HeadInput) {
  const canonical = absolute(input.site, stripTrackingParams(input.url))
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`
  const meta: Meta[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: SITE_NAME },
    {
      property: 'og:type',
      content: input.jsonLd?.some((j) => (j as { '@type'?: string })['@type'] === 'Product') ? 'product' : 'website',
    },
  ]
  if (input.image) meta.push({ property: 'og:image', content: absolute(input.site, input.image) })
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  const links: HeadLink[] = [
    { rel: 'canonical', href: canonical },
    { rel: 'alternate', hrefLang: 'es-CL', href: canonical },
    { rel: 'alternate', hrefLang: 'en', href: withLang(canonical, 'en') },
    { rel: 'alternate', hrefLang: 'x-default', href: canonical },
  ]
  const scripts: HeadScript[] = (input.jsonLd ?? []).map((data) => ({
    type: 'application/ld+json',
    // </script> inside a string must not close the tag.
    children: JSON.stringify(data).replace(/</g, '\\u003c'),
  }))
  return { meta, links, scripts }
}

export interface Crumb {
  name: string
  href: string
}

export function breadcrumbJsonLd(site: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(site, c.href),
    })),
  }
}

// ---- what the route heads of lists and detail pages share (blog, events, catalogue) ----------------------------

/** The loader data of a list page that its head needs. */
export interface ListSeo {
  site: string
  url: string
  title: string
  description: string
  crumbs: Crumb[]
  total: number
}

/** Head of a list page: BreadcrumbList JSON-LD; an empty list (or one never worth indexing) is noindex. */
export function listPageHead(data: ListSeo | undefined, opts: { noindex?: boolean; image?: string | null } = {}) {
  if (!data) return {}
  return pageHead({
    ...data,
    image: opts.image,
    jsonLd: [breadcrumbJsonLd(data.site, data.crumbs)],
    noindex: opts.noindex || data.total === 0,
  })
}

/** The loader data of a detail page (article, event, product): its head, its breadcrumbs and JSON-LD. */
export interface DetailSeo {
  site: string
  url: string
  crumbs: Crumb[]
  title: string
  description: string
  image: string | null
  jsonLd: object[]
}

/** A detail page's loader data: the feature's own JSON-LD (BlogPosting, Event, Product) and the BreadcrumbList. */
export function detailSeo(input: Omit<DetailSeo, 'jsonLd'> & { entity: object }): DetailSeo {
  const { entity, ...rest } = input
  return { ...rest, jsonLd: [entity, breadcrumbJsonLd(input.site, input.crumbs)] }
}

export function detailHead(data: DetailSeo | undefined) {
  return data ? pageHead(data) : {}
}
