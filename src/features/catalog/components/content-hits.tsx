import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { isLocale } from '~/lib/locale'
import { productHref } from '~/lib/product-type'
import { ContentLink } from '~/ui/content-link'
import { productListQueryOptions, type ListKey } from '../catalog.queries'

/** Blog articles and events that match a search (docs/product.md, What the shop stores subtitles), above the product results. */
export function ContentHits({ listKey }: { listKey: ListKey }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data } = useSuspenseQuery(productListQueryOptions(locale, listKey))
  const hits = data.content ?? []
  if (hits.length === 0) return null
  return (
    <section className="content-hits" aria-label={t`Artículos y eventos`}>
      <ul>
        {hits.map((hit) => (
          <li key={`${hit.product_type}-${hit.slug}`}>
            <ContentLink href={productHref(hit.product_type, hit.slug)}>
              <span className="content-hits__type">
                {hit.product_type.endsWith('Event') ? t`Evento` : t`Artículo del Blog`}
              </span>{' '}
              {hit.name}
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
