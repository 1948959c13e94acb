import { Suspense, type ReactNode } from 'react'

/**
 * Hydration in slices. React hydrates a page in small pieces between which the browser can answer a tap; Preact
 * (the browser's renderer, docs/decisions/024-preact-in-the-browser.md) hydrates in one go, and on a slowed phone
 * a catalogue page took one ~170 ms task. A `HydrateLater` part keeps the server's markup as it is during the first
 * hydration and is hydrated in a task of its own afterwards, in the order of its `slice`. On the server, and for
 * every render after the first hydration (client-side navigations), it is a plain wrapper.
 *
 * Its child must render one root element: that element is what Preact keeps while it waits.
 */
export function HydrateLater({ slice, children }: { slice: 1 | 2; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate slice={slice}>{children}</Gate>
    </Suspense>
  )
}

function createSlice() {
  let release = () => {}
  const promise = new Promise<void>((resolve) => (release = resolve))
  return { promise, release }
}

const slices = [createSlice(), createSlice()]
let firstHydration = false

// Thrown during the first hydration only: Preact keeps the server's element for it and hydrates it once the
// promise settles; the Suspense around it shows nothing else in the meantime.
function Gate({ slice, children }: { slice: 1 | 2; children: ReactNode }) {
  if (firstHydration) throw slices[slice - 1]!.promise
  return children
}

/**
 * Runs the browser's first hydration (`hydrate`, synchronous) with the later parts held back, then lets each slice
 * hydrate in a task of its own.
 */
export function hydrateInSlices(hydrate: () => void): void {
  firstHydration = true
  try {
    hydrate()
  } finally {
    firstHydration = false
  }
  let next = 0
  const releaseNext = () => {
    const slice = slices[next++]
    if (!slice) return
    slice.release()
    setTimeout(releaseNext, 0)
  }
  setTimeout(releaseNext, 0)
}
