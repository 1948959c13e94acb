import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { FacetKey, UnderstoodFacetLabel } from '~/contract/catalog'
import { isLocale } from '~/lib/locale'
import { useCLP } from '~/ui/use-clp'
import { Icon } from '~/ui/icons'
import { productFiltersQueryOptions, productListQueryOptions, type ListKey } from '../catalog.queries'
import type { ListSearch } from '../list-search'

/** A facet the search can read out of a sentence (the API's own list). */
type UnderstoodKey = UnderstoodFacetLabel['facet']

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
  const clp = useCLP()
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: filters } = useSuspenseQuery(productFiltersQueryOptions(locale, filtersKey))
  // A dish and a gift are not filters of the panel: their labels come with the list, in the page's language.
  const { data: list } = useSuspenseQuery(productListQueryOptions(locale, listKey))
  const ignored = search.ignorado ?? list.understood?.ignored
  const keys = (search.entendido?.split(',') ?? []) as UnderstoodKey[]
  const optionLabel = (key: FacetKey, value: string) =>
    filters.facets.find((f) => f.key === key)?.options.find((o) => o.value === value)?.label ?? value
  const chips = keys.flatMap((key): { key: UnderstoodKey; label: string }[] => {
    const value = search[key]
    if (value === undefined) return []
    switch (key) {
      case 'cosecha':
        return [{ key, label: t`Cosecha ${value}` }]
      case 'precio_max':
        return [{ key, label: t`Hasta ${clp(Number(value))}` }]
      case 'precio_min':
        return [{ key, label: t`Desde ${clp(Number(value))}` }]
      case 'maridaje':
      case 'ocasion': {
        const applied = list.applied?.find((f) => f.facet === key)
        return applied ? [{ key, label: applied.label }] : []
      }
      default:
        return [
          {
            key,
            label: String(value)
              .split(',')
              .map((v) => optionLabel(key, v))
              .join(', '),
          },
        ]
    }
  })
  if (chips.length === 0 && !ignored) return null
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
    </div>
  )
}
