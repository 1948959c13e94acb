import type { Plugin, Rolldown } from 'vite'

/**
 * The browser's bundle runs the pages on Preact's React-compatible layer instead of React DOM; the Worker keeps
 * React 19 and renders the HTML with it. React DOM alone was a third of every page's first-load JavaScript
 * (docs/decisions/024-preact-in-the-browser.md). Only the `client` environment is redirected, in the build and in
 * `vite dev`'s pre-bundled dependencies alike (a library bundled against React beside pages on Preact would mix
 * two renderers). Vite's `alias` option applies to every environment, so this is a resolver instead.
 */
const TO_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

const REACT_ENTRY = /^react(?:-dom)?(?:\/client|\/jsx-runtime|\/jsx-dev-runtime)?$/

function toPreact(
  this: Pick<Rolldown.PluginContext, 'resolve'>,
  source: string,
  importer: string | undefined,
): Promise<Rolldown.ResolvedId | null> | null {
  const target = TO_PREACT[source]
  return target ? this.resolve(target, importer, { skipSelf: true }) : null
}

export function browserPreact(): Plugin {
  return {
    name: 'shop-browser-preact',
    enforce: 'pre',
    configEnvironment(name) {
      if (name !== 'client') return undefined
      return {
        optimizeDeps: {
          // React's own entry points must not be pre-bundled for the browser; Preact's are, in their place.
          exclude: Object.keys(TO_PREACT),
          include: [...new Set(Object.values(TO_PREACT))],
          rolldownOptions: {
            plugins: [
              { name: 'shop-browser-preact-deps', resolveId: { filter: { id: REACT_ENTRY }, handler: toPreact } },
            ],
          },
        },
      }
    },
    resolveId: {
      // Only React's entry points reach the handler (thousands of other imports are not handed to JavaScript).
      filter: { id: REACT_ENTRY },
      handler(source, importer) {
        if (this.environment.name !== 'client') return null
        return toPreact.call(this, source, importer)
      },
    },
  }
}
