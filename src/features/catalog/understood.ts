import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FacetKey, UnderstoodFacetLabel } from '~/contract/catalog'
import type { ListFilters } from './list-filters'
import { formatCLP } from '~/lib/money'
import type { ProductListPage } from './catalog.functions'
import type { ListSearch } from './list-search'

// What the results page says it searched for: the chips ("Buscamos: Tinto × Para acompañar Asado ×"), the page's
// title and the filter button's count all read the same list, so they cannot disagree.

/** A facet the search can read out of a sentence (the API's own list). */
export type UnderstoodKey = UnderstoodFacetLabel['facet']

export interface UnderstoodChip {
  key: UnderstoodKey
  label: string
}

/** The facets of the URL the sentence set (`entendido`), with their labels in the page's language. */
export function understoodChips(
  search: ListSearch,
  filters: ListFilters,
  list: Pick<ProductListPage, 'applied'>,
  i18n: I18n,
): UnderstoodChip[] {
  const keys = (search.entendido?.split(',') ?? []).filter((k) => k !== 'orden') as UnderstoodKey[]
  const optionLabel = (key: FacetKey, value: string) =>
    filters.facets.find((f) => f.key === key)?.options.find((o) => o.value === value)?.label ?? value
  const price = (amount: number) => formatCLP(amount, i18n.locale)
  return keys.flatMap((key): UnderstoodChip[] => {
    const value = search[key]
    if (value === undefined) return []
    switch (key) {
      case 'cosecha':
        return [{ key, label: i18n._(msg`Cosecha ${value}`) }]
      case 'precio_max': {
        const amount = price(Number(value))
        return [{ key, label: i18n._(msg`Hasta ${amount}`) }]
      }
      case 'precio_min': {
        const amount = price(Number(value))
        return [{ key, label: i18n._(msg`Desde ${amount}`) }]
      }
      case 'maridaje':
      case 'ocasion': {
        // A dish and a gift are not filters of the panel: their labels come with the list, in the page's language.
        const applied = list.applied?.find((f) => f.facet === key)
        return applied ? [{ key, label: applied.label }] : []
      }
      case 'categoria':
        return value === 'w' ? [{ key, label: i18n._(msg`Vinos`) }] : []
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
}

/**
 * The results page's title: what it searched for, as its chips say it, and the words it still searched as text
 * (undefined when the sentence set nothing: the plain "Resultados para «…»" then).
 */
export function understoodTitle(chips: readonly UnderstoodChip[], words: string | undefined, i18n: I18n) {
  if (chips.length === 0) return undefined
  const what = chips.map((c) => c.label).join(' · ')
  return words ? i18n._(msg`Resultados para “${words}”: ${what}`) : i18n._(msg`Resultados: ${what}`)
}
