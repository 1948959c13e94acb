import { useSyncExternalStore } from 'react'
import { BREAKPOINT_TABLET } from '~/lib/limits'

// docs/product.md, Numbers and limits tablet breakpoint (780 px): below it the filter panel is a modal drawer, from it an inline sidebar.
// The server cannot know the viewport, so it renders the wide layout (the CSS hides the inline panel on
// phones) and the client switches after hydration.

const QUERY = `(max-width: ${BREAKPOINT_TABLET - 0.02}px)`

// One query list for the page: React reads the snapshot on every render and store check of the filter panel.
let media: MediaQueryList | undefined
const query = () => (media ??= window.matchMedia(QUERY))

function subscribe(onChange: () => void) {
  query().addEventListener('change', onChange)
  return () => query().removeEventListener('change', onChange)
}

export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  )
}
