import { Suspense, useState, type ReactNode } from 'react'

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

/**
 * A place where the first hydration may stop for the next task when the current one has worked its budget (a form's
 * row of fields, a column of the footer): no order of its own, unlike `HydrateLater`. Its child must render one root
 * element, as there.
 */
export function HydrationBreak({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
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
  /** What the stylesheet hides at this screen's width (the desktop header on a phone, the phone's on a laptop). */
  hidden: 1500,
  /** Parts that fetch code of their own when they hydrate (the footer's newsletter form). */
  onDemand: 2000,
} as const

/**
 * `slice` where `media` matches the screen, else `SLICE.hidden`: for parts the stylesheet shows at some widths only.
 * It orders the first hydration and nothing else (the server, which knows no width, renders every part), so the
 * screen is only asked while that runs, not on every later render.
 */
export function sliceWhere(media: string, slice: number): number {
  if (!hydrating || !window.matchMedia) return slice
  return window.matchMedia(media).matches ? slice : SLICE.hidden
}

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

/**
 * How long one task may hydrate before the parts still to come wait for the next one. React's scheduler yields every
 * 5 ms too: a task stays short on a slow phone, and Lighthouse, which multiplies the times it sees by four, does not
 * count it as blocking.
 */
const TASK_BUDGET_MS = 5
let taskStart = 0
/** Parts that found the task's budget spent, waiting for the next task. */
let overflow: Slice | undefined

/** Parts that have rendered once: they are on screen and answering, and a render of them again must not blank them. */
const rendered = new WeakSet<object>()

/**
 * While the page hydrates, what a part waits for before its first render: its slice's release, or the next task once
 * this one has worked its budget. Nothing once it has rendered, or once the page has hydrated.
 */
function waitingFor(part: object, slice: number | undefined): Promise<void> | undefined {
  if (!hydrating || rendered.has(part)) return undefined
  if (slice !== undefined) {
    let waiting = slices.get(slice)
    if (!waiting) slices.set(slice, (waiting = createSlice()))
    if (!waiting.released) return waiting.promise
  }
  if (performance.now() - taskStart > TASK_BUDGET_MS) return (overflow ??= createSlice()).promise
  rendered.add(part)
  return undefined
}

// Throws what the part waits for: Preact keeps the server's element for it and hydrates it once the promise settles.
function Gate({ slice, children }: { slice?: number; children: ReactNode }) {
  const [part] = useState(() => ({}))
  const waiting = waitingFor(part, slice)
  if (waiting) throw waiting
  return children
}

// A new task without setTimeout's clamping (4 ms once timers nest): one per slice.
function nextTask(run: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => run()
  channel.port2.postMessage(null)
}

/** Resolves in a new task: work after it does not lengthen the task that awaited it. */
export function afterThisTask(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve))
}

/**
 * Lets the renderer hand work it would otherwise run in one go after the next frame (Preact's effects) to the
 * hydration, which runs it in a task of its own between two slices. Returns the function that hands it back.
 */
export type HandOverWork = (schedule: (work: () => void) => void) => () => void

/**
 * Runs the browser's first hydration (`hydrate`, synchronous) with the later parts held back, then hydrates one
 * slice per task. Once the last has, `<html data-hydrated="true">` says the whole page answers (the browser tests
 * wait for it before they click).
 */
export function hydrateInSlices(hydrate: () => void, handOver?: HandOverWork): void {
  // Restoring the router (before this) is a task's worth of work on a slow phone already: the shell starts a new one.
  nextTask(() => hydrateShell(hydrate, handOver))
}

function hydrateShell(hydrate: () => void, handOver: HandOverWork | undefined): void {
  let handedOver: (() => void) | undefined
  const handBack = handOver?.((work) => {
    handedOver = work
  })
  hydrating = true
  taskStart = performance.now()
  hydrate()
  const releaseNext = () => {
    taskStart = performance.now()
    // The renderer's own work first (the effects of what hydrated last), then what the last task left over; a new
    // slice starts only once everything released so far has hydrated.
    const work = handedOver
    if (work) {
      handedOver = undefined
      work()
      nextTask(releaseNext)
      return
    }
    const leftOver = overflow
    if (leftOver) {
      overflow = undefined
      leftOver.release()
      nextTask(releaseNext)
      return
    }
    // Parts found while an earlier slice hydrated have joined the list since the last task.
    let lowest: number | undefined
    for (const [number, slice] of slices)
      if (!slice.released && (lowest === undefined || number < lowest)) lowest = number
    if (lowest === undefined) {
      hydrating = false
      handBack?.()
      document.documentElement.dataset.hydrated = 'true'
      return
    }
    // Preact renders the released parts in this task's microtasks, before the next task.
    slices.get(lowest)!.release()
    nextTask(releaseNext)
  }
  nextTask(releaseNext)
}
