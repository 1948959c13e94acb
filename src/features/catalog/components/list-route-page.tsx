import type { ReactNode } from 'react'
import { keysFor, type ListLoaderData, type ListPageDef } from '../list-pages'
import type { ListSearch } from '../list-search'
import { ProductListPage } from './product-list-page'

/** A list page of LIST_PAGES, rendered from its loader data and URL search (route files stay thin). */
export function ListRoutePage({
  def,
  search,
  data,
  intro,
  children,
}: {
  def: ListPageDef
  search: ListSearch
  data: ListLoaderData
  intro?: ReactNode
  children?: ReactNode
}) {
  const { listKey, filtersKey } = keysFor(def, search)
  const onlyValues =
    def.fixed && !def.hidden?.length
      ? Object.fromEntries(Object.entries(def.fixed).map(([k, v]) => [k, v!.split(',')]))
      : undefined
  return (
    <ProductListPage
      title={data.crumbs[data.crumbs.length - 1]!.name}
      intro={intro ?? data.description}
      crumbs={data.crumbs}
      path={def.path}
      listKey={listKey}
      filtersKey={filtersKey}
      search={search}
      hiddenFacets={def.hidden}
      onlyValues={onlyValues}
    >
      {children}
    </ProductListPage>
  )
}

/** A family's list route (LIST_PAGES): the page of its search and loader data. */
export function FamilyListPage({
  def,
  route,
}: {
  def: ListPageDef
  route: { useSearch: () => ListSearch; useLoaderData: () => ListLoaderData }
}) {
  return <ListRoutePage def={def} search={route.useSearch()} data={route.useLoaderData()} />
}
