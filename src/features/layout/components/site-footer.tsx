import { isValidElement, lazy, memo, Suspense, type ReactNode } from 'react'
import type { Layout } from '~/contract/layout'

// The footer is below the first screen of every page and is links and text: the server renders it into the HTML as
// usual (crawlers and a first paint see every link), and the browser fetches its code while hydrating that part of
// the page, so it is not in the first-load JS (docs/decisions/019-what-loads-first.md). Until its code is there
// the server's markup stays as it is and its links work as plain links; once there, React hydrates it (first, if a
// tap lands in it).
const SiteFooterContent = lazy(() => import('./site-footer-content'))

interface SiteFooterProps {
  layout: Omit<Layout, 'navbar'>
  newsletter?: ReactNode
}

/**
 * Props equal in content count as unchanged. Each render of the shell passes a new newsletter element, which would
 * count as an update of a boundary still waiting for its code, and React would then drop the server's markup for the
 * fallback (an empty footer until the code arrives).
 */
function sameProps(a: SiteFooterProps, b: SiteFooterProps): boolean {
  if (a.layout !== b.layout) return false
  if (a.newsletter === b.newsletter) return true
  if (!isValidElement(a.newsletter) || !isValidElement(b.newsletter) || a.newsletter.type !== b.newsletter.type)
    return false
  const pa = a.newsletter.props as Record<string, unknown>
  const pb = b.newsletter.props as Record<string, unknown>
  const keys = Object.keys(pa)
  return keys.length === Object.keys(pb).length && keys.every((key) => Object.is(pa[key], pb[key]))
}

export const SiteFooter = memo(function SiteFooter({ layout, newsletter }: SiteFooterProps) {
  return (
    <Suspense fallback={null}>
      <SiteFooterContent layout={layout} newsletter={newsletter} />
    </Suspense>
  )
}, sameProps)
