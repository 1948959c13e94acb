import { lazy, Suspense, useState } from 'react'
import { usePreloadOnIntent } from '~/ui/idle'
import type { SearchPopupProps } from './search-popup'

const loadPopup = () => import('./search-popup')
const SearchPopup = lazy(() => loadPopup().then((m) => ({ default: m.SearchPopup })))

/**
 * The search popup, mounted the first time it opens (its code and the Radix dialog stay out of the first load:
 * docs/decisions/019-what-loads-first.md) and fetched ahead at the visitor's first interaction.
 */
export function SearchPopupOnDemand(props: SearchPopupProps) {
  const [wanted, setWanted] = useState(props.open)
  // Derived state: the first opening mounts the popup for good (it keeps its own state between openings).
  if (props.open && !wanted) setWanted(true)
  usePreloadOnIntent(loadPopup)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <SearchPopup {...props} />
    </Suspense>
  )
}
