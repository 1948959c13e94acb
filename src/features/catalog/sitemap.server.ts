import { publicOrigin } from '~/server/public-origin.server'
import { productHref } from '~/lib/product-type'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { LIST_PAGES } from './list-pages'

const STATIC_PATHS = [
  '/',
  '/productos',
  '/vino-bar',
  '/eventos',
  '/blog',
  '/reserva',
  '/reserva-mesa',
  '/acerca-de',
  '/contacto',
  '/contacto/persona',
  '/contacto/empresa',
  '/contacto/preguntas-frecuentes',
  '/seguimiento',
]

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** sitemap.xml: home, list pages, every product's canonical URL (wines at /vinos/{slug}), blog articles and events. */
export async function buildSitemap(): Promise<Response> {
  const site = publicOrigin()
  const opts = { token: null, locale: 'es' } as const
  const { data: entries } = await typedCall(api.sitemap(opts).products.$get({ query: {} }))
  // The blog's category lists are pages of their own (/blog?categoria=maridajes).
  const { data: blogFilters } = await typedCall(api.blog(opts).filters.$get({ query: {} }))
  const blogLists = blogFilters.categories.map((c) => `/blog?categoria=${encodeURIComponent(c.slug)}`)
  const lists = Object.values(LIST_PAGES)
    .filter((p) => p.resource !== 'search')
    .map((p) => p.path)
  const urls = [
    ...[...STATIC_PATHS, ...lists, ...blogLists].map(
      (path) => `<url><loc>${xmlEscape(site + path)}</loc><changefreq>daily</changefreq></url>`,
    ),
    ...entries.map((p) => {
      const path = p.letter === 'w' ? `/vinos/${p.slug}` : productHref(p.product_type, p.slug)
      return `<url><loc>${xmlEscape(site + path)}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod></url>`
    }),
  ]
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
