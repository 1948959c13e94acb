import { listHead } from './catalog.head'
import type { ListLoaderData } from './list-pages'
import { listSearchSchema, type ListSearch } from './list-search-schema'

/**
 * What every family list route (/vinos, /cajas, /gourmet, /ofertas…) says alike: its URL search, the loader's deps and
 * the head. The loader and the component stay written in each route file, where the router splits them out.
 */
export const listRouteOptions = {
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }: { search: ListSearch }) => search,
  head: ({ loaderData }: { loaderData?: ListLoaderData }) => listHead(loaderData),
}
