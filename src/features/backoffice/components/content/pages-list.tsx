import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '../shell'

export function PagesList({ pages }: { pages: { slug: string; title: string }[] }) {
  const { t } = useLingui()
  return (
    <>
      <PageHeader title={t`Páginas de la tienda`} />
      <ul className="bo-panel bo-page-list">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to="/gestion/paginas/$slug" params={{ slug: page.slug }} className="bo-strong-link">
              {page.title}
            </Link>
            <span className="bo-sub bo-mono">{page.slug}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
