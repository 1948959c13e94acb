import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { ProductPageDetail } from '~/features/catalog/list-card'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import type { ProductLetter } from '~/lib/product-type'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { productQueryOptions } from './catalog.queries'
import type { Crumb, DetailSeo } from '~/lib/seo'
import { detailSeo } from '~/lib/seo'
import { productJsonLd } from './seo'
import { nameWithVintage } from '~/lib/product-name'

interface Ctx {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

/** The canonical address of a product: wines at /vinos/{wine}, the rest at /productos/{slug}?t={letter}. */
export function productPath(product: Pick<ProductPageDetail, 'slug' | 'letter'>): string {
  return product.letter === 'w' ? `/vinos/${product.slug}` : `/productos/${product.slug}?t=${product.letter}`
}

export function productCrumbs(product: ProductPageDetail, i18n: I18n): Crumb[] {
  const home = { name: i18n._(msg`Inicio`), href: '/' }
  const self = { name: product.name, href: productPath(product) }
  switch (product.letter) {
    case 'b':
      return [home, { name: i18n._(msg`Cajas de regalo`), href: '/cajas' }, self]
    case 'g':
      return [home, { name: i18n._(msg`Gourmet`), href: '/gourmet' }, self]
    case 'a':
      return [home, { name: i18n._(msg`Destilados y licores`), href: '/vinos/alcoholes' }, self]
    default: {
      const wines = { name: i18n._(msg`Vinos`), href: '/vinos' }
      const country =
        product.country === 'chile'
          ? { name: i18n._(msg`Vinos chilenos`), href: '/vinos/chilenos' }
          : product.country === 'francia'
            ? { name: i18n._(msg`Vinos franceses`), href: '/vinos/franceses' }
            : { name: i18n._(msg`Vinos del mundo`), href: '/vinos/del-mundo' }
      return [home, wines, country, self]
    }
  }
}

export type ProductLoaderData = DetailSeo

export async function loadProductPage(context: Ctx, slug: string, letter?: ProductLetter): Promise<ProductLoaderData> {
  const [site, product] = await Promise.all([
    context.queryClient.ensureQueryData(siteUrlQueryOptions()),
    context.queryClient.ensureQueryData(productQueryOptions(context.locale, slug, letter)),
  ])
  const crumbs = productCrumbs(product, context.i18n)
  const url = productPath(product)
  const base = product.description_card ?? product.tipo_label
  return detailSeo({
    site,
    url,
    crumbs,
    title: nameWithVintage(product.name, product.year),
    description:
      `${base}. ${formatCLP(product.price, context.locale)}. ${(product.description ?? '').slice(0, 110)}`.trim(),
    image: product.frontend_image,
    entity: productJsonLd(site, product, url),
  })
}
