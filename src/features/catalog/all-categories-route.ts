import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/lib/locale'
import type { Crumb } from '~/lib/seo'
import { ALL_CATEGORIES_PATH } from './catalog.head'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { allCategoriesQueryOptions } from './catalog.queries'

// Loader of /productos (its head: ./catalog.head.ts): the route file stays thin.

export interface AllCategoriesLoaderData {
  site: string
  title: string
  description: string
  crumbs: Crumb[]
}

interface Ctx {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

export async function loadAllCategoriesPage(context: Ctx): Promise<AllCategoriesLoaderData> {
  const [site] = await Promise.all([
    context.queryClient.ensureQueryData(siteUrlQueryOptions()),
    context.queryClient.ensureQueryData(allCategoriesQueryOptions(context.locale)),
  ])
  const title = context.i18n._(msg`Todas las categorías`)
  return {
    site,
    title,
    description: context.i18n._(
      msg`Vinos por tipo y origen, destilados, cajas de regalo, gourmet, ofertas y nuestras selecciones: todo el catálogo de un vistazo.`,
    ),
    crumbs: [
      { name: context.i18n._(msg`Inicio`), href: '/' },
      { name: title, href: ALL_CATEGORIES_PATH },
    ],
  }
}
