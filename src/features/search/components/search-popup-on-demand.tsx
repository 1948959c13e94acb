import { withOnDemandMessages } from '~/i18n/i18n'
import { Suspense, useState } from 'react'
import { usePreloadOnIntent } from '~/ui/preload-on-intent'
import { OnDemandBoundary, Unavailable, onDemand } from '~/ui/on-demand'
import type { SearchPopupProps } from './search-popup'

const popup = onDemand(() => withOnDemandMessages(import('./search-popup')).then((m) => m.SearchPopup))
const loadPopup = popup.preload
const SearchPopup = popup.Component

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
    <OnDemandBoundary fallback={props.open ? <Unavailable floating /> : null}>
      <Suspense fallback={null}>
        <SearchPopup {...props} />
      </Suspense>
    </OnDemandBoundary>
  )
}
