import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { SORTS, type FacetKey, type Sort } from '~/contract/catalog-keys'
import { isLocale } from '~/lib/locale'
import { Icon } from '~/ui/icons'
import { productFiltersQueryOptions, productListQueryOptions, type ListKey } from '../catalog.queries'
import { activeFilterCount, clearFilters, type ListSearch } from '../list-search'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { FilterPanel } from './filter-panel'
import { Pagination } from '~/ui/pagination'
import { ProductGrid } from './product-grid'

export interface ProductListPageProps {
  title: ReactNode
  intro?: ReactNode
  crumbs: Crumb[]
  /** The list's own path (`/vinos`, `/categorias/quesos`…): its filter and page links lead there. */
  path: string
  listKey: ListKey
  filtersKey: ListKey
  search: ListSearch
  hiddenFacets?: FacetKey[]
  onlyValues?: Partial<Record<FacetKey, string[]>>
  /** Extra content above the grid (search page: blog and event hits). */
  children?: ReactNode
}

/** Every catalogue list of docs/product.md, Pages: title, filters (URL-synced), sort, 'from - to of total results', grid, pages. */
export function ProductListPage({
  title,
  intro,
  crumbs,
  path,
  listKey,
  filtersKey,
  search,
  hiddenFacets,
  onlyValues,
  children,
}: ProductListPageProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: list } = useSuspenseQuery(productListQueryOptions(locale, listKey))
  const { data: filters } = useSuspenseQuery(productFiltersQueryOptions(locale, filtersKey))
  const [open, setOpen] = useState(false)
  const filterButton = useRef<HTMLButtonElement>(null)
  // Filters show the shopper's choice at once while the next page loads (the URL stays the source of truth:
  // a pending choice is dropped as soon as the route's search changes). The tap's own frame paints only that: the
  // ticked box and the list marked busy; the list itself, its pages and the breadcrumbs are memoised on the data
  // they show, so the urgent render skips them, and the new list replaces them in the router's transition.
  const [pending, setPending] = useState<Pending | null>(null)
  const shown = pending && pending.from === search ? pending.next : search
  const busy = shown !== search
  // What a tap starts from (the handler stays one function, so the memoised options keep their bail-out).
  const latest = useRef({ search, shown })
  useLayoutEffect(() => {
    latest.current = { search, shown }
  })
  const go = useCallback((change: ListSearch | ((current: ListSearch) => ListSearch)) => {
    const { search: from, shown: current } = latest.current
    const next = typeof change === 'function' ? change(current) : change
    setPending({ from, next })
  }, [])
  const sorts = useMemo(() => SORTS.filter((s) => s !== 'relevance' || listKey.query.q), [listKey.query.q])
  const active = activeFilterCount(shown)
  const productsLabel = t`Productos`
  const breadcrumbs = useMemo(() => <Breadcrumbs items={crumbs} />, [crumbs])
  const grid = useMemo(
    () => (list.data.length > 0 ? <ProductGrid products={list.data} label={productsLabel} lcp /> : null),
    [list.data, productsLabel],
  )
  const pages = useMemo(
    () => <Pagination current={list.current_page} last={list.last_page} search={search} path={path} />,
    [list.current_page, list.last_page, search, path],
  )
  return (
    <main id="contenido" className="catalog container">
      <FollowChoice pending={pending} path={path} current={latest} />
      {breadcrumbs}
      <header className="catalog__header">
        <h1 className="catalog__title">{title}</h1>
        {intro && <p className="catalog__intro">{intro}</p>}
      </header>
      {children}
      <div className="catalog__layout">
        <FilterPanel
          filters={filters}
          filtersKey={filtersKey}
          search={shown}
          committed={search}
          path={path}
          hidden={hiddenFacets}
          onlyValues={onlyValues}
          onChange={go}
          open={open}
          onClose={() => setOpen(false)}
          returnFocusRef={filterButton}
        />
        <section
          className={`catalog__results${busy ? ' catalog__results--busy' : ''}`}
          aria-labelledby="catalog-count"
          aria-busy={busy}
        >
          {/* The cards' h3 titles need an h2 above them (the filters' heading is only there on wide screens). */}
          <h2 className="visually-hidden">{productsLabel}</h2>
          <div className="catalog__toolbar">
            <p id="catalog-count" className="catalog__count" role="status">
              {list.total > 0 ? t`${list.from} - ${list.to} de ${list.total} resultados` : t`0 resultados`}
            </p>
            <button
              ref={filterButton}
              type="button"
              className="button button--ghost catalog__filter-btn"
              onClick={() => setOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={open}
            >
              <Icon name="menu" size={18} /> {t`Filtrar`}
              {active > 0 ? ` (${active})` : ''}
            </button>
            <SortSelect
              value={listKey.query.sort ?? (listKey.query.q && listKey.resource === 'search' ? 'relevance' : 'newest')}
              sorts={sorts}
              onChange={go}
            />
          </div>
          {grid ?? (
            <div className="catalog__empty">
              <Icon name="wine" size={40} />
              <h2>{t`No encontramos productos`}</h2>
              <p>
                {list.total > 0
                  ? t`Esta página no tiene productos.`
                  : t`Prueba quitando algunos filtros o buscando otra palabra.`}
              </p>
              {active > 0 ? (
                <button type="button" className="button button--primary" onClick={() => go(clearFilters(search))}>
                  {t`Limpiar filtros`}
                </button>
              ) : (
                <Link to="/vinos" className="button button--primary">
                  {t`Ver todos los vinos`}
                </Link>
              )}
            </div>
          )}
          {pages}
        </section>
      </div>
    </main>
  )
}

interface Pending {
  /** The URL's search when the choice was made. */
  from: ListSearch
  next: ListSearch
}

/**
 * Takes the URL to the shopper's latest choice, after the frame that shows it. The router's navigation is synchronous
 * work of its own (the history entry, then every mounted link and location subscriber recomputed as the new location
 * is published); done inside the tap it held back the frame with the ticked box. Here it runs from the effect of a
 * deferred render (React's `useDeferredValue`): React renders the deferred choice after the urgent render that painted
 * it, and two quick taps make one navigation to the latest choice (each tap applies to what the boxes show). A choice
 * made on a page the shopper has since left (back, another link) is not followed.
 */
function FollowChoice({
  pending,
  path,
  current,
}: {
  pending: Pending | null
  path: string
  current: { readonly current: { search: ListSearch } }
}) {
  const navigate = useNavigate()
  const choice = useDeferredValue(pending)
  useEffect(() => {
    if (choice && choice.from === current.current.search) {
      void navigate({ to: path as never, search: choice.next as never, resetScroll: false })
    }
  }, [choice, path, current, navigate])
  return null
}

/**
 * The sort menu, memoised: React writes a select's options again on every render of it, which a tap on a filter
 * box would otherwise pay for.
 */
const SortSelect = memo(function SortSelect({
  value,
  sorts,
  onChange,
}: {
  value: string
  sorts: readonly Sort[]
  onChange: (change: (current: ListSearch) => ListSearch) => void
}) {
  const { t } = useLingui()
  const sortLabels: Record<Sort, string> = {
    newest: t`Novedades`,
    price_asc: t`Precio: menor a mayor`,
    price_desc: t`Precio: mayor a menor`,
    name: t`Nombre A–Z`,
    discount: t`Mayor descuento`,
    relevance: t`Relevancia`,
  }
  return (
    <label className="catalog__sort">
      <span>{t`Ordenar por`}</span>
      <select
        value={value}
        onChange={(e) => {
          const orden = e.target.value as Sort
          onChange((current) => ({ ...current, orden, pagina: undefined }))
        }}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {sortLabels[s]}
          </option>
        ))}
      </select>
    </label>
  )
})
