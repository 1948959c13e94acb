import { useLingui } from '@lingui/react/macro'
import type { BlogFilters } from '~/contract/blog'
import { AppLink } from '~/ui/app-link'

/** Category chips: real links (/blog?categoria=…) so the filter lives in the URL and can be shared. */
export function CategoryChips({ filters, current }: { filters: BlogFilters; current: string | undefined }) {
  const { t } = useLingui()
  return (
    <nav className="blog-chips" aria-label={t`Categorías del blog`}>
      <ul className="chip-row">
        <li>
          <AppLink href="/blog" className="chip" aria-current={current ? undefined : 'page'}>
            {t`Todos`} <span className="chip__count">{filters.total}</span>
          </AppLink>
        </li>
        {filters.categories
          .filter((c) => c.count > 0 || c.slug === current)
          .map((c) => (
            <li key={c.slug}>
              <AppLink
                href={`/blog?categoria=${c.slug}`}
                className="chip"
                aria-current={c.slug === current ? 'page' : undefined}
              >
                {c.name} <span className="chip__count">{c.count}</span>
              </AppLink>
            </li>
          ))}
      </ul>
    </nav>
  )
}
