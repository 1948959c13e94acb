import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo, Suspense, useMemo, useState, type FormEvent, type RefObject } from 'react'
import type { FacetKey } from '~/contract/catalog'
import { isLocale } from '~/lib/locale'
import { useCLP } from '~/ui/use-clp'
import { facetOptionsQueryOptions, type ListKey } from '../catalog.queries'
import { VISIBLE_OPTIONS, type ListFacet, type ListFacetOption, type ListFilters } from '../list-filters'
import { activeFilterCount, clearFilters, toggleFacet, type ListSearch } from '../list-search'
import { useNarrowViewport } from '../use-narrow-viewport'
import { OnDemandBoundary, Unavailable, onDemand } from '~/ui/on-demand'

const NONE: FacetKey[] = []
const NO_VALUES: Partial<Record<FacetKey, string[]>> = {}
// A filter option's link is never the current page (it always toggles one value).
const EXACT = { exact: true } as const

// The phone drawer (and the Radix dialog under it) loads the first time it opens: most visits never filter on a
// phone, and no visit needs it for the first paint (docs/decisions/019-what-loads-first.md).
const { Component: FilterDrawer } = onDemand(() => import('./filter-drawer').then((module) => module.default))

export interface FilterPanelProps {
  filters: ListFilters
  /** The facets' own key: a facet's other options load under it (facetOptionsQueryOptions). */
  filtersKey: ListKey
  /** What the boxes show: the URL's search, or the shopper's choice while the list it asks for loads. */
  search: ListSearch
  /** The URL's search (the page on screen): the options' links are built from it. */
  committed: ListSearch
  /** The list's own path: the options link to it (see FacetOption). */
  path: string
  /** Facets fixed by the page (a country listing): hidden or narrowed. */
  hidden?: FacetKey[]
  onlyValues?: Partial<Record<FacetKey, string[]>>
  /** A new search, or a change to apply to the latest one (what the boxes show at the moment of the tap). */
  onChange: (next: ListSearch | ((current: ListSearch) => ListSearch)) => void
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
    // The controls hydrate on their own (React's selective hydration, docs/decisions/033-hydration-in-parts.md): on a
    // phone the server's inline panel is hidden and replaced by the drawer right after hydration, so its ~50 option
    // links are dropped without ever being hydrated; on a wide screen they hydrate after the page's frame, and a tap
    // on one before that hydrates the panel first, then is handled.
    return (
      <aside className="filters" aria-label={t`Filtros`}>
        <h2 className="filters__title filters__title--inline">{t`Filtrar`}</h2>
        <Suspense>
          <FilterPanelBody {...body} />
        </Suspense>
      </aside>
    )
  }
  if (!open && !drawerOpened) return null
  return (
    <OnDemandBoundary fallback={open ? <Unavailable floating /> : null}>
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
    </OnDemandBoundary>
  )
}

type FilterPanelBodyProps = Pick<
  FilterPanelProps,
  'filters' | 'filtersKey' | 'search' | 'committed' | 'path' | 'hidden' | 'onlyValues' | 'onChange'
>

/** The controls, the same in the sidebar and in the drawer. */
function FilterPanelBody({
  filters,
  filtersKey,
  search,
  committed,
  path,
  hidden = NONE,
  onlyValues = NO_VALUES,
  onChange,
}: FilterPanelBodyProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  // The query of a facet's other options, the same function from render to render while the list is the same (the
  // groups are memoised on it; the list's key is a new object at every render of the page).
  const keyJson = JSON.stringify(filtersKey)
  const allOptions = useMemo(() => {
    const key = JSON.parse(keyJson) as ListKey
    return (facet: FacetKey) => facetOptionsQueryOptions(locale, key, facet)
  }, [locale, keyJson])
  // Every render of the panel (each tap on a box) would otherwise translate the nine titles again.
  const titles = useMemo<Record<FacetKey, string>>(
    () => ({
      tipo: t`Tipo`,
      tipo_gourmet: t`Categoría`,
      pais: t`País`,
      region: t`Región`,
      region_francia: t`Región de Francia`,
      variedad: t`Cepa`,
      marca: t`Viña o marca`,
      tipo_queso: t`Tipo de queso`,
      categoria: t`Producto`,
    }),
    [t],
  )
  // The same groups from render to render (the groups are memoised on them).
  const facets = useMemo(
    () =>
      filters.facets
        .filter((f) => !hidden.includes(f.key))
        // A facet the page narrows (a country listing's countries) has all its values: they are chosen by the query,
        // and the list's facets keep every chosen value (../list-filters.ts).
        .map((f) =>
          onlyValues[f.key]
            ? { key: f.key, options: f.options.filter((o) => onlyValues[f.key]!.includes(o.value)) }
            : f,
        )
        .filter((f) => f.options.length > 0),
    [filters.facets, hidden, onlyValues],
  )
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
        <FacetGroup
          key={facet.key}
          facet={facet}
          title={titles[facet.key]}
          value={search[facet.key]}
          committed={committed}
          path={path}
          onChange={onChange}
          allOptions={allOptions}
        />
      ))}
      <PriceRange
        key={`${search.precio_min}-${search.precio_max}`}
        filters={filters}
        min={search.precio_min}
        max={search.precio_max}
        onChange={onChange}
      />
    </>
  )
}

/** One facet's options; memoised: a tap on a box re-renders its own group only. */
const FacetGroup = memo(function FacetGroup({
  facet,
  title,
  value,
  committed,
  path,
  onChange,
  allOptions,
}: {
  facet: ListFacet
  title: string
  /** The facet's values as the boxes show them (`a,b`). */
  value: string | undefined
  committed: ListSearch
  path: string
  onChange: FilterPanelProps['onChange']
  allOptions: (facet: FacetKey) => ReturnType<typeof facetOptionsQueryOptions>
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [expanded, setExpanded] = useState(false)
  // The page carries the options a folded facet shows; the others load when the shopper reaches for "Ver todas"
  // (pointer over it, focus, touch) and show once it is open. After a filter change an open facet keeps the options it
  // showed until the new list's have come.
  const partial = facet.size !== undefined
  const all = useQuery({ ...allOptions(facet.key), enabled: expanded && partial, placeholderData: keepPreviousData })
  const options: ListFacetOption[] = partial && expanded && all.data ? all.data : facet.options
  const size = facet.size ?? facet.options.length
  const approach = partial ? () => void queryClient.prefetchQuery(allOptions(facet.key)) : undefined
  const selected = value?.split(',').filter(Boolean) ?? []
  // Selected values always show, even beyond the first few options.
  const shown = expanded ? options : options.filter((o, i) => i < VISIBLE_OPTIONS || selected.includes(o.value))
  return (
    <fieldset className="facet">
      <legend className="facet__title">{title}</legend>
      <ul className="facet__list">
        {shown.map((option) => (
          <FacetOption
            key={option.value}
            facetKey={facet.key}
            option={option}
            checked={selected.includes(option.value)}
            committed={committed}
            path={path}
            onChange={onChange}
          />
        ))}
      </ul>
      {/* Offline, the query waits for the connection (and then completes the list); a failure is said the same way. */}
      {expanded && partial && !all.data && (all.isError || all.fetchStatus === 'paused') ? <Unavailable /> : null}
      {size > VISIBLE_OPTIONS && (
        <button
          type="button"
          className="facet__more"
          aria-expanded={expanded}
          onPointerEnter={approach}
          onPointerDown={approach}
          onFocus={approach}
          onClick={() => setExpanded((x) => !x)}
        >
          {expanded ? t`Ver menos` : t`Ver todas (${facet.size ?? facet.options.length})`}
        </button>
      )}
    </fieldset>
  )
})

type FacetOptionProps = {
  facetKey: FacetKey
  option: ListFacetOption
  checked: boolean
  committed: ListSearch
  path: string
  onChange: FilterPanelProps['onChange']
}

/**
 * One option: a checkbox that is a link to the list it leads to. Tapped before the page has hydrated, the browser
 * follows it and the server answers with the filtered list; once hydrated, the list filters in place
 * (docs/decisions/025-react-in-the-browser.md). Memoised on what it shows: a tap re-renders the option tapped, not
 * the sixty others, so the box is ticked in the tap's own frame. The link is built from the page on screen (the
 * committed search: it changes when the new list arrives, in the router's transition); the tap toggles the value in
 * what the boxes show at that moment, so two quick taps keep both choices.
 *
 * The link names the list's path rather than `.`: the router builds a link whose destination does not depend on the
 * current location once, while a relative one is resolved again for every option at every change of the location —
 * inside the tap, as the tap's own navigation publishes the new location. No preload on intent: a pointer passing
 * over the panel would fetch a filtered list per option, and a phone's touch would run the route's loaders inside
 * the tap, just before the tap's own navigation runs them again.
 */
const FacetOption = memo(function FacetOption({
  facetKey,
  option,
  checked,
  committed,
  path,
  onChange,
}: FacetOptionProps) {
  const choose = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    onChange((current) => toggleFacet(current, facetKey, option.value))
  }
  return (
    <li>
      <Link
        to={path as never}
        search={toggleFacet(committed, facetKey, option.value) as never}
        resetScroll={false}
        preload={false}
        activeOptions={EXACT}
        role="checkbox"
        aria-checked={checked}
        className="facet__option"
        onClick={choose}
        onKeyDown={(event) => {
          if (event.key === ' ') choose(event)
        }}
      >
        {option.label}
        <span className="facet__count">{option.count}</span>
      </Link>
    </li>
  )
})

/** Memoised on the range it shows: a tap on a box does not re-render it. */
const PriceRange = memo(function PriceRange({
  filters,
  min: initialMin,
  max: initialMax,
  onChange,
}: {
  filters: ListFilters
  min: number | undefined
  max: number | undefined
  onChange: FilterPanelProps['onChange']
}) {
  const clp = useCLP()
  const { t } = useLingui()
  const [min, setMin] = useState(initialMin?.toString() ?? '')
  const [max, setMax] = useState(initialMax?.toString() ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const clean = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : undefined)
    onChange((current) => ({ ...current, precio_min: clean(min), precio_max: clean(max), pagina: undefined }))
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
})
