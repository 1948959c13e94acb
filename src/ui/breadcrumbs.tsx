import { useLingui } from '@lingui/react/macro'
import { AppLink } from '~/ui/app-link'

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
              <AppLink href={item.href}>{item.name}</AppLink>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
