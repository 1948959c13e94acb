import { Component, lazy, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code is a chunk of its own, loaded on demand (`React.lazy`), with a `preload` that fetches it
 * ahead. Once the chunk is in (preloaded, or rendered once), the component renders at once: a route loader that
 * awaited `preload` shows the page with it, never a fallback first; and on the server, where `preload` runs when
 * the module is first evaluated, the first request of a Worker renders its content into the HTML instead of streaming
 * it in after the page (which moved the page once it arrived). In the browser, before the chunk is in, it suspends
 * like any `lazy`: a server-rendered part waits for its code and hydrates then (React's selective hydration).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: { default: ComponentType<P> } | undefined
  const preload = () =>
    load().then((component) => {
      loaded = { default: component }
      return loaded
    })
  // `lazy` accepts any thenable; one that is already settled calls back synchronously, so React renders the
  // component in the same pass instead of suspending.
  const settled = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>
  const Component = lazy(() => (loaded ? settled(loaded) : preload()))
  return { Component, preload }
}

/**
 * Around a part the page can do without (the floating buttons, the page services): if its code cannot be fetched
 * (offline before the service worker saved it, a failed chunk), the part is left out and the page stays. Without
 * it, the failed `lazy` reaches the root's error boundary and the whole page becomes the error page.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
