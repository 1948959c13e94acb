import { Trans } from '@lingui/react/macro'
import { useHydrated, useRouter } from '@tanstack/react-router'
import {
  Component,
  Suspense,
  createElement,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { isChunkLoadError } from '~/lib/chunk-reload'
import { useNearViewport } from './use-near-viewport'

/** Loads that failed, each with the way to let the next render that wants it try again. */
const failedLoads = new Set<() => void>()

/** Lets the next render (or `preload`) of every part whose load failed try again. */
export function retryFailedLoads() {
  for (const forget of failedLoads) forget()
  failedLoads.clear()
}

/**
 * A component whose code is a chunk of its own, loaded on demand, with a `preload` that fetches it ahead. It reads
 * its code with React's `use` on one promise per load, so it suspends like `lazy` until the code is in. Once the code
 * is in (preloaded, or rendered once) it renders at once, never a fallback first: a route loader that awaited
 * `preload` shows the page with it, and on the server, where `preload` runs when the module is first evaluated, the
 * first request of a Worker renders its content into the HTML instead of streaming it in after the page. In the
 * browser, a server-rendered part waits for its code and hydrates then (React's selective hydration).
 *
 * Unlike `lazy`, a load that failed is not kept for good: rendered inside an `OnDemandBoundary`, the part is tried
 * again when the connection comes back or the page changes.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = (): Promise<ComponentType<P>> => {
    if (loaded) return Promise.resolve(loaded)
    if (!loading) {
      const attempt: Promise<ComponentType<P>> = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          // The same rejected promise answers every render until a boundary asks for a new attempt: a fresh fetch
          // per render would loop while the connection is down.
          failedLoads.add(() => {
            if (loading === attempt) loading = undefined
          })
          throw error
        },
      )
      loading = attempt
    }
    return loading
  }
  function OnDemand(props: P) {
    // The module's own component, the same one on every render once it is in (not a component made per render).
    return createElement(loaded ?? use(preload()), props)
  }
  return { Component: OnDemand, preload }
}

/** Says, where a part of the page would be, that it could not be fetched and will be tried again. */
export function Unavailable({ floating = false }: { floating?: boolean }) {
  return (
    <p className={floating ? 'unavailable unavailable--floating' : 'unavailable'} role="status">
      <Trans>Esta parte de la página no se pudo cargar. Volveremos a intentarlo cuando vuelva la conexión.</Trans>
    </p>
  )
}

interface CatchProps {
  children: ReactNode
  fallback: ReactNode
  /** Any error leaves the part out, not only a chunk that could not be fetched. */
  anyError: boolean
}

class Catch extends Component<CatchProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') }
  }
  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    // Any other error is not this boundary's business: the route's error page handles it as before.
    if (!this.props.anyError && !isChunkLoadError(error)) throw error
    return this.props.fallback
  }
}

/** Tries a failed part again when the connection comes back or a navigation has finished. */
function RetryLater({ retry }: { retry: () => void }) {
  const router = useRouter({ warn: false })
  useEffect(() => {
    window.addEventListener('online', retry)
    const unsubscribe = router?.subscribe('onResolved', retry)
    return () => {
      window.removeEventListener('online', retry)
      unsubscribe?.()
    }
  }, [router, retry])
  return null
}

/**
 * Around a part whose code is fetched on demand (`onDemand`): if the code cannot be fetched (offline before the
 * service worker saved it, a flaky connection), the part gives way to `fallback` (by default a notice that it is
 * unavailable) and the rest of the page stays. Without it, the failed load reaches the route's error boundary and
 * the whole page becomes the error page. The part is tried again when the connection comes back or after the next
 * navigation.
 */
export function OnDemandBoundary({
  children,
  fallback = <Unavailable />,
  anyError = false,
}: {
  children: ReactNode
  fallback?: ReactNode
  anyError?: boolean
}) {
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => {
    retryFailedLoads()
    setAttempt((n) => n + 1)
  }, [])
  return (
    <Catch
      key={attempt}
      anyError={anyError}
      fallback={
        <>
          {fallback}
          <RetryLater retry={retry} />
        </>
      }
    >
      {children}
    </Catch>
  )
}

/** A part the page can do without and that shows nothing of its own (page services, the floating buttons). */
export function Optional({ children }: { children: ReactNode }) {
  return (
    <OnDemandBoundary fallback={null} anyError>
      {children}
    </OnDemandBoundary>
  )
}

/** A promise that someone can settle later, and whether they have. */
interface Gate {
  opened: Promise<void>
  open: () => void
  isOpen: boolean
}

function createGate(isOpen: boolean): Gate {
  let resolve!: () => void
  const gate: Gate = {
    opened: isOpen ? Promise.resolve() : new Promise<void>((r) => (resolve = r)),
    open: () => {
      gate.isOpen = true
      resolve?.()
    },
    isOpen,
  }
  return gate
}

/** Waits, inside its Suspense boundary, until the gate opens; the server and a client render pass straight through. */
function AfterGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.isOpen) use(gate.opened)
  return children
}

/** Events that say someone is about to use a part that is not near yet (a keyboard's Tab into it). */
const USE_EVENTS = ['focusin', 'pointerdown', 'touchstart'] as const

/**
 * Around a server-rendered part nobody uses before it is near the screen (the footer, on every page): while
 * the page hydrates, the part stays the server's HTML (visible, not yet interactive), and its code is fetched and it
 * hydrates only once it comes within `margin` of the viewport, or someone focuses or touches it. A page read from the
 * top does none of that work while it loads. Mounted after hydration (a client render), the part renders at once.
 * What someone types into a field before then stays in the field (the kit's forms take it into their state).
 */
export function WhenNear({ children, margin = '800px' }: { children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  // On the server and in a client render (after hydration) the gate is open from the start; only hydration waits.
  const hydrated = useHydrated()
  const [gate] = useState(() => createGate(typeof window === 'undefined' || hydrated))
  const near = useNearViewport(ref, margin)
  const [reached, setReached] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (gate.isOpen || !element) return
    const reach = () => setReached(true)
    USE_EVENTS.forEach((type) => element.addEventListener(type, reach, { capture: true, passive: true, once: true }))
    return () => USE_EVENTS.forEach((type) => element.removeEventListener(type, reach, true))
  }, [gate])
  useEffect(() => {
    if (near || reached) gate.open()
  }, [gate, near, reached])
  // The same element on every render: this one renders again right after hydration (it learns that it runs in the
  // browser) and when the part comes near, and a part still waiting to hydrate that is given a new element is dropped
  // for its fallback.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <AfterGate gate={gate}>{children}</AfterGate>
      </Suspense>
    ),
    [gate, children],
  )
  return <div ref={ref}>{part}</div>
}
