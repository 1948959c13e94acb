import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** Page links (real hrefs, so back/forward and sharing keep the page) with a window around the current one. */
export function Pagination({
  current,
  last,
  search,
  path = '.',
}: {
  current: number
  last: number
  /** The page's validated search params; `pagina` is replaced per link (docs/product.md, Pages lists use ?pagina=). */
  search: Record<string, unknown>
  /**
   * The page's own path, when the caller knows it: a link whose destination does not depend on the current location
   * is built once by the router, not again on every change of the location (`.` is resolved against it each time).
   */
  path?: string
}) {
  const { t } = useLingui()
  if (last <= 1) return null
  const pages = pageWindow(current, last)
  const to = (page: number) => ({ ...search, pagina: page > 1 ? page : undefined })
  return (
    <nav className="pagination" aria-label={t`Paginación`}>
      {current > 1 ? (
        <Link to={path as never} search={to(current - 1) as never} className="pagination__step" rel="prev">
          ‹ <span>{t`Anterior`}</span>
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-hidden="true">
          ‹ <span>{t`Anterior`}</span>
        </span>
      )}
      <ul className="pagination__pages">
        {pages.map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={path as never}
                search={to(page) as never}
                className="pagination__page"
                // Only the current page is current: by default the router would also mark page 1 (its search is a
                // subset of every other page's search).
                activeOptions={{ exact: true, includeSearch: true }}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t`Página ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < last ? (
        <Link to={path as never} search={to(current + 1) as never} className="pagination__step" rel="next">
          <span>{t`Siguiente`}</span> ›
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-hidden="true">
          <span>{t`Siguiente`}</span> ›
        </span>
      )}
    </nav>
  )
}

/** 1 … 4 5 [6] 7 8 … 20 */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  const out: (number | null)[] = []
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= radius) out.push(p)
    else if (out[out.length - 1] !== null) out.push(null)
  }
  return out
}
