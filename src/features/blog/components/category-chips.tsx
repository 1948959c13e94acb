import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BlogFilters } from '~/contract/blog'

// The chip of the category shown is the current page even on its page 2 or with a tag: the router marks a link
// current only on its exact address, and `aria-current` says the rest.
const CHIP_ACTIVE = { exact: true } as const

/** Category chips: real links (/blog?categoria=…) so the filter lives in the URL and can be shared. */
export function CategoryChips({ filters, current }: { filters: BlogFilters; current: string | undefined }) {
  const { t } = useLingui()
  return (
    <nav className="blog-chips" aria-label={t`Categorías del blog`}>
      <ul className="chip-row">
        <li>
          <Link to="/blog" className="chip" activeOptions={CHIP_ACTIVE} aria-current={current ? undefined : 'page'}>
            {t`Todos`} <span className="chip__count">{filters.total}</span>
          </Link>
        </li>
        {filters.categories
          .filter((c) => c.count > 0 || c.slug === current)
          .map((c) => (
            <li key={c.slug}>
              <Link
                to="/blog"
                search={{ categoria: c.slug }}
                className="chip"
                activeOptions={CHIP_ACTIVE}
                aria-current={c.slug === current ? 'page' : undefined}
              >
                {c.name} <span className="chip__count">{c.count}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
