import { options, type VNode } from 'preact'

/**
 * React (on the server) and Preact (in the browser) number `useId()` differently, and Preact's hydration keeps the
 * server's attributes. A form field would keep the server's `id` on its error line while Preact later points the
 * input's `aria-describedby` at the browser's id, and the screen reader would lose the error
 * (docs/decisions/024-preact-in-the-browser.md). So, for every element Preact hydrates, the attributes that hold
 * ids are set to what the browser rendered; the rest of the server's markup stays as it is.
 */
const ID_ATTRIBUTES: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  for: 'for',
  'aria-describedby': 'aria-describedby',
  'aria-labelledby': 'aria-labelledby',
  'aria-controls': 'aria-controls',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-owns': 'aria-owns',
  'aria-details': 'aria-details',
  'aria-errormessage': 'aria-errormessage',
  list: 'list',
  form: 'form',
  headers: 'headers',
}

// Preact's internal name for a vnode's element in its published build (the name its own add-ons, such as
// @preact/signals, rely on).
interface RenderedVNode extends VNode<Record<string, unknown>> {
  __e?: Element | Text | null
}

// Runs after Preact has rendered an element. For an element Preact created or updated, its id attributes already
// equal the props, so this sets nothing; only an element that came from the server's HTML can differ. Hydration
// is not told apart any other way because Preact resumes part of it later (a lazy component's markup).
function syncIds(vnode: RenderedVNode): void {
  if (typeof vnode.type !== 'string') return
  const element = vnode.__e
  if (!element || element.nodeType !== 1) return
  const props = vnode.props
  for (const prop in ID_ATTRIBUTES) {
    if (!(prop in props)) continue
    const value = props[prop]
    const attribute = ID_ATTRIBUTES[prop]!
    if (typeof value === 'string' && (element as Element).getAttribute(attribute) !== value)
      (element as Element).setAttribute(attribute, value)
  }
}

/** Installs the correction once, before the first hydration. */
export function hydrateIdsFromBrowser(): void {
  const previous = options.diffed
  options.diffed = (vnode) => {
    syncIds(vnode as RenderedVNode)
    previous?.(vnode)
  }
}
