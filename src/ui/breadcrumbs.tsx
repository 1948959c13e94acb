import { useLingui } from '@lingui/react/macro'
import { ContentLink } from '~/ui/content-link'

import type { Crumb } from '~/lib/seo'

export type { Crumb }

/** Visible breadcrumbs; the same items feed the BreadcrumbList JSON-LD (seo.ts). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui()
  return (
    <nav className="breadcrumbs" aria-label={t`Migas de pan`}>
      <ol>
        {items.map((item, i) => (
          <li key={item.href}>
            {i < items.length - 1 ? (
              <ContentLink href={item.href}>{item.name}</ContentLink>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
