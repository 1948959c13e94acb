import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState, type FormEvent, type RefObject } from 'react'
import type { Facet, FacetKey, ProductFilters } from '~/contract/catalog'
import { useCLP } from '~/ui/use-clp'
import { activeFilterCount, clearFilters, selectedValues, toggleFacet, type ListSearch } from '../list-search'
import { useNarrowViewport } from '../use-narrow-viewport'

const VISIBLE_OPTIONS = 8
// A filter option's link is never the current page (it always toggles one value).
const EXACT = { exact: true } as const

// The phone drawer (and the Radix dialog under it) loads the first time it opens: most visits never filter on a
// phone, and no visit needs it for the first paint (docs/decisions/019-what-loads-first.md).
const FilterDrawer = lazy(() => import('./filter-drawer'))

export interface FilterPanelProps {
  filters: ProductFilters
  search: ListSearch
  /** Facets fixed by the page (a country listing): hidden or narrowed. */
  hidden?: FacetKey[]
  onlyValues?: Partial<Record<FacetKey, string[]>>
  onChange: (next: ListSearch) => void
  /** The drawer's state (phones only; the inline panel is always shown). */
  open: boolean
  onClose: () => void
  /** Where focus goes back when the drawer closes: the "Filtrar" button that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>
}

/**
 * Filter panel synced to the URL: an inline sidebar from the docs/product.md, Numbers and limits tablet breakpoint (780 px), and
 * below it a modal drawer on the Radix dialog (./filter-drawer.tsx) — focus moves in and stays inside, Escape and the backdrop close
 * it, focus returns to "Filtrar", the page behind does not scroll, and the dialog is named by its title.
 */
export function FilterPanel({ open, onClose, returnFocusRef, ...body }: FilterPanelProps) {
  const { t } = useLingui()
  const narrow = useNarrowViewport()
  const [drawerOpened, setDrawerOpened] = useState(open)
  // Derived state: once opened, the drawer stays mounted (closing keeps Radix's exit and focus-return behaviour).
  if (open && !drawerOpened) setDrawerOpened(true)
  if (!narrow) {
    return (
      <aside className="filters" aria-label={t`Filtros`}>
        <h2 className="filters__title filters__title--inline">{t`Filtrar`}</h2>
        <FilterPanelBody {...body} />
      </aside>
    )
  }
  if (!open && !drawerOpened) return null
  return (
    <Suspense fallback={null}>
      <FilterDrawer
        open={open}
        onClose={onClose}
        returnFocusRef={returnFocusRef}
        title={t`Filtrar`}
        closeLabel={t`Cerrar filtros`}
        showLabel={t`Ver ${body.filters.total} productos`}
      >
        <FilterPanelBody {...body} />
      </FilterDrawer>
    </Suspense>
  )
}

type FilterPanelBodyProps = Pick<FilterPanelProps, 'filters' | 'search' | 'hidden' | 'onlyValues' | 'onChange'>

/** The controls, the same in the sidebar and in the drawer. */
function FilterPanelBody({ filters, search, hidden = [], onlyValues = {}, onChange }: FilterPanelBodyProps) {
  const { t } = useLingui()
  const titles: Record<FacetKey, string> = {
    tipo: t`Tipo`,
    tipo_gourmet: t`Categoría`,
    pais: t`País`,
    region: t`Región`,
    region_francia: t`Región de Francia`,
    variedad: t`Cepa`,
    marca: t`Viña o marca`,
    tipo_queso: t`Tipo de queso`,
    categoria: t`Producto`,
  }
  const facets = filters.facets
    .filter((f) => !hidden.includes(f.key))
    .map((f) =>
      onlyValues[f.key] ? { ...f, options: f.options.filter((o) => onlyValues[f.key]!.includes(o.value)) } : f,
    )
    .filter((f) => f.options.length > 0)
  const active = activeFilterCount(search)
  return (
    <>
      {active > 0 && (
        <button type="button" className="filters__clear" onClick={() => onChange(clearFilters(search))}>
          {t`Limpiar filtros`} ({active})
        </button>
      )}
      <label className="filters__stock">
        <input
          type="checkbox"
          checked={search.disponible === '1'}
          onChange={(e) => onChange({ ...search, disponible: e.target.checked ? '1' : undefined, pagina: undefined })}
        />
        {t`Solo con stock`}
      </label>
      {facets.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} title={titles[facet.key]} search={search} onChange={onChange} />
      ))}
      <PriceRange
        key={`${search.precio_min}-${search.precio_max}`}
        filters={filters}
        search={search}
        onChange={onChange}
      />
    </>
  )
}

function FacetGroup({
  facet,
  title,
  search,
  onChange,
}: {
  facet: Facet
  title: string
  search: ListSearch
  onChange: (s: ListSearch) => void
}) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const selected = selectedValues(search, facet.key)
  // Selected values always show, even beyond the first few options.
  const shown = expanded
    ? facet.options
    : facet.options.filter((o, i) => i < VISIBLE_OPTIONS || selected.includes(o.value))
  return (
    <fieldset className="facet">
      <legend className="facet__title">{title}</legend>
      <ul className="facet__list">
        {shown.map((option) => {
          const next = toggleFacet(search, facet.key, option.value)
          const choose = (event: { preventDefault: () => void }) => {
            event.preventDefault()
            onChange(next)
          }
          return (
            <li key={option.value}>
              {/* A checkbox that is a link to the list it leads to: tapped before the page has hydrated, the
                  browser follows it and the server answers with the filtered list; once hydrated, the list
                  filters in place (docs/decisions/025-react-in-the-browser.md). */}
              <Link
                to="."
                search={next as never}
                resetScroll={false}
                activeOptions={EXACT}
                role="checkbox"
                aria-checked={selected.includes(option.value)}
                className="facet__option"
                onClick={choose}
                onKeyDown={(event) => {
                  if (event.key === ' ') choose(event)
                }}
              >
                <span className="facet__check" aria-hidden="true" />
                <span className="facet__label">{option.label}</span>
                <span className="facet__count">{option.count}</span>
              </Link>
            </li>
          )
        })}
      </ul>
      {facet.options.length > VISIBLE_OPTIONS && (
        <button type="button" className="facet__more" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
          {expanded ? t`Ver menos` : t`Ver todas (${facet.options.length})`}
        </button>
      )}
    </fieldset>
  )
}

function PriceRange({
  filters,
  search,
  onChange,
}: {
  filters: ProductFilters
  search: ListSearch
  onChange: (s: ListSearch) => void
}) {
  const clp = useCLP()
  const { t } = useLingui()
  const [min, setMin] = useState(search.precio_min?.toString() ?? '')
  const [max, setMax] = useState(search.precio_max?.toString() ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const clean = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : undefined)
    onChange({ ...search, precio_min: clean(min), precio_max: clean(max), pagina: undefined })
  }
  return (
    <form className="facet price-range" onSubmit={submit}>
      <fieldset>
        <legend className="facet__title">{t`Precio`}</legend>
        <p className="price-range__hint">
          {clp(filters.price.min)} – {clp(filters.price.max)}
        </p>
        <div className="price-range__inputs">
          <label>
            <span className="visually-hidden">{t`Precio mínimo`}</span>
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder={t`Mín.`}
              value={min}
              onChange={(e) => setMin(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">{t`Precio máximo`}</span>
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder={t`Máx.`}
              value={max}
              onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button type="submit" className="button button--ghost price-range__go">
            {t`Aplicar`}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
