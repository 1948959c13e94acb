import type { Manifest } from '@tanstack/react-router'

type ManifestRoute = Manifest['routes'][string]
type ManifestScript = NonNullable<ManifestRoute['scripts']>[number]
type ManifestAssetLink = NonNullable<ManifestRoute['preloads']>[number]

/**
 * The page's scripts load once its first frame is on screen (docs/decisions/019-what-loads-first.md, "the scripts
 * load after the first paint"). Start names them in the HTML: a `<link rel="modulepreload">` per chunk in the head and the entry's
 * `<script type="module" async>`. The browser fetches all of them at once with the stylesheet and the page's first
 * image, and on a phone's connection 170 KB of script then share the line with what the first paint needs.
 *
 * This rewrites the manifest the server renders from: no route keeps its preloads, and the root's entry script becomes
 * one inline script that, after the first frame, adds the same preloads (the page language's message catalogue first)
 * and then the entry. The browser gets its manifest unchanged in the dehydrated state, so after hydration the router
 * sees the scripts it expects (already loaded by then).
 */

/** Marks the inline loader in the HTML; scripts/page-weight.mjs reads its list to weigh a page's first-load JS. */
export const AFTER_PAINT_ATTR = 'data-after-paint'

// Runs in the browser as written (ES5, no build step): `e` the entry, `p` the chunks to preload before it. A hidden tab
// paints no frame, so it loads at once; otherwise after the first frame (a task queued from the frame's callback).
const LOADER = `function(e,p){var n=document.currentScript&&document.currentScript.nonce,d=0;function go(){if(d)return;d=1;p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.src=e;if(n)s.nonce=n;document.head.appendChild(s)}if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})}`

const hrefOf = (link: ManifestAssetLink) => (typeof link === 'string' ? link : link.href)

function isEntryScript(script: ManifestScript): script is ManifestScript & { attrs: { src: string } } {
  return script.attrs?.type === 'module' && typeof script.attrs.src === 'string' && script.children === undefined
}

/** The inline script that loads `entry` after the first paint, with `preloads` fetched beside it. */
export function afterPaintScript(entry: string, preloads: readonly string[]): ManifestScript {
  return {
    attrs: { [AFTER_PAINT_ATTR]: '' },
    children: `(${LOADER})(${JSON.stringify(entry)},${JSON.stringify(preloads)})`,
  }
}

// Kept per manifest (one per isolate in production) and per set of matched routes and extra chunks: a page's
// rewritten manifest is built once, not per request.
const rewritten = new WeakMap<Manifest, Map<string, Manifest>>()

/**
 * `manifest` as the server should render it for a page whose matched routes are `routeIds`: preloads gone, the
 * entry script loaded after the first paint with every preload of those routes, `first` (chunks the entry needs at
 * once, such as the message catalogue) ahead of them. A manifest without exactly one module entry script comes back
 * as it is.
 */
export function loadAfterFirstPaint(
  manifest: Manifest,
  routeIds: readonly string[],
  first: readonly string[] = [],
): Manifest {
  const rootId = routeIds[0]
  const root = rootId === undefined ? undefined : manifest.routes[rootId]
  const entries = root?.scripts?.filter(isEntryScript) ?? []
  if (rootId === undefined || !root || entries.length !== 1) return manifest
  const key = `${routeIds.join('\n')}\n\n${first.join('\n')}`
  let perPage = rewritten.get(manifest)
  if (!perPage) rewritten.set(manifest, (perPage = new Map()))
  const known = perPage.get(key)
  if (known) return known

  const entry = entries[0]!.attrs.src
  const preloads = new Set(first)
  for (const id of routeIds) for (const link of manifest.routes[id]?.preloads ?? []) preloads.add(hrefOf(link))
  preloads.delete(entry)
  const routes: Record<string, ManifestRoute> = {}
  for (const [id, route] of Object.entries(manifest.routes)) {
    const { preloads: _dropped, ...rest } = route
    routes[id] = rest
  }
  routes[rootId] = {
    ...routes[rootId],
    scripts: root.scripts!.map((script) => (isEntryScript(script) ? afterPaintScript(entry, [...preloads]) : script)),
  }
  const result: Manifest = { ...manifest, routes }
  perPage.set(key, result)
  return result
}
