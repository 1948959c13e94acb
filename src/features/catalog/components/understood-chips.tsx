import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isLocale } from '~/lib/locale'
import { Icon } from '~/ui/icons'
import { productFiltersQueryOptions, productListQueryOptions, type ListKey } from '../catalog.queries'
import type { ListSearch } from '../list-search'
import { understoodChips, type UnderstoodKey } from '../understood'

/** Without one understood facet: the filter itself and its mark both go. */
function withoutFacet(search: ListSearch, key: UnderstoodKey): ListSearch {
  const rest = (search.entendido ?? '').split(',').filter((k) => k && k !== key)
  return {
    ...search,
    [key]: undefined,
    entendido: rest.length ? rest.join(',') : undefined,
    ignorado: undefined,
    pagina: undefined,
  }
}

/**
 * "Buscamos: Tinto × Chile ×" — what the search read out of the shopper's sentence, each removable. The same
 * values are ordinary filters, so the filter panel shows them selected too.
 */
export function UnderstoodChips({
  search,
  filtersKey,
  listKey,
}: {
  search: ListSearch
  filtersKey: ListKey
  listKey: ListKey
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: filters } = useSuspenseQuery(productFiltersQueryOptions(locale, filtersKey))
  // A dish and a gift are not filters of the panel: their labels come with the list, in the page's language.
  const { data: list } = useSuspenseQuery(productListQueryOptions(locale, listKey))
  const ignored = search.ignorado ?? list.understood?.ignored
  const chips = understoodChips(search, filters, list, i18n)
  // "barato", "premium": an order, said beside the chips (the sort menu changes it).
  const sortedBySentence = search.entendido?.split(',').includes('orden')
  const order =
    sortedBySentence && search.orden === 'price_asc'
      ? t`Del más económico al más caro`
      : sortedBySentence && search.orden === 'price_desc'
        ? t`Del más caro al más económico`
        : undefined
  if (chips.length === 0 && !ignored && !order) return null
  return (
    <div className="understood">
      {ignored ? (
        <p className="understood__ignored" role="status">
          {t`Nada coincide con «${ignored}»: te mostramos el resto de tu búsqueda.`}
        </p>
      ) : null}
      {chips.length ? <p className="understood__lead" id="understood-lead">{t`Buscamos:`}</p> : null}
      {chips.length ? (
        <ul className="chip-row understood__chips" aria-labelledby="understood-lead">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link
                to="."
                search={withoutFacet(search, chip.key) as never}
                className="chip understood__chip"
                aria-label={t`Quitar ${chip.label}`}
                resetScroll={false}
              >
                {chip.label}
                <Icon name="close" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {order ? <p className="understood__order">{order}</p> : null}
    </div>
  )
}
