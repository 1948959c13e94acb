import { Suspense, type ReactNode } from 'react'

/**
 * Hydration in slices. React hydrates a page in small pieces between which the browser can answer a tap; Preact
 * (the browser's renderer, docs/decisions/024-preact-in-the-browser.md) hydrates in one go, and on a slowed phone
 * a catalogue page took one ~170 ms task. A `HydrateLater` part keeps the server's markup as it is while the page
 * hydrates, and is hydrated afterwards in a task of its own, lowest `slice` first (`SLICE`). A part inside another
 * waits for its own slice. On the server, and for every render once the page has hydrated (client-side
 * navigations), it is a plain wrapper. Its child must render one root element: that element is what Preact keeps
 * while it waits.
 */
export function HydrateLater({ slice, children }: { slice: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate slice={slice}>{children}</Gate>
    </Suspense>
  )
}

/** The order parts of the shell and of a page hydrate in. */
export const SLICE = {
  header: 1,
  page: 2,
  /** A page's content below its first screen, in groups (a list's cards past the first row: 10, 11, …). */
  belowFold: (group: number) => 10 + group,
  footer: 1000,
} as const

interface Slice {
  released: boolean
  promise: Promise<void>
  release: () => void
}

function createSlice(): Slice {
  const slice: Slice = { released: false, promise: Promise.resolve(), release: () => {} }
  slice.promise = new Promise<void>((resolve) => {
    slice.release = () => {
      slice.released = true
      resolve()
    }
  })
  return slice
}

const slices = new Map<number, Slice>()
let hydrating = false

// Thrown while the page hydrates, until the part's slice is released: Preact keeps the server's element for it
// and hydrates it once the promise settles.
function Gate({ slice, children }: { slice: number; children: ReactNode }) {
  if (hydrating) {
    let waiting = slices.get(slice)
    if (!waiting) slices.set(slice, (waiting = createSlice()))
    if (!waiting.released) throw waiting.promise
  }
  return children
}

// A new task without setTimeout's clamping (4 ms once timers nest): one per slice.
function nextTask(run: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => run()
  channel.port2.postMessage(null)
}

/**
 * Runs the browser's first hydration (`hydrate`, synchronous) with the later parts held back, then hydrates one
 * slice per task. Once the last has, `<html data-hydrated="true">` says the whole page answers (the browser tests
 * wait for it before they click).
 */
export function hydrateInSlices(hydrate: () => void): void {
  // Restoring the router (before this) is a task's worth of work on a slow phone already: the shell starts a new one.
  nextTask(() => hydrateShell(hydrate))
}

function hydrateShell(hydrate: () => void): void {
  hydrating = true
  hydrate()
  const releaseNext = () => {
    // Parts found while an earlier slice hydrated have joined the list since the last task.
    let lowest: number | undefined
    for (const [number, slice] of slices)
      if (!slice.released && (lowest === undefined || number < lowest)) lowest = number
    if (lowest === undefined) {
      hydrating = false
      document.documentElement.dataset.hydrated = 'true'
      return
    }
    // Preact renders the released parts in this task's microtasks, before the next task.
    slices.get(lowest)!.release()
    nextTask(releaseNext)
  }
  nextTask(releaseNext)
}
