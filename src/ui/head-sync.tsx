import { useTags } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

type Tag = ReturnType<typeof useTags>[number]

/**
 * The page's head after a client-side navigation: title, description and the other named metas, the canonical
 * and language alternates, and the structured data. In the browser the pages run on Preact
 * (docs/decisions/024-preact-in-the-browser.md), which would hydrate the head node by node and, finding React's
 * server order, rebuild it (stylesheet included) on every first load; so the browser never renders the head and
 * this brings it up to date when the route's tags change. The first page's head is the server's, as written.
 */
export function HeadSync() {
  const tags = useTags()
  const key = JSON.stringify(tags)
  const written = useRef(key)
  useEffect(() => {
    if (written.current === key) return
    written.current = key
    writeHead(tags)
  }, [key, tags])
  return null
}

// What a navigation can change. Stylesheets (the shop's and each area's, decision 019), icons and script preloads
// stay as the first load wrote them.
const MANAGED =
  'meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]'

function tagKey(tag: Tag): string | null {
  const attrs = (tag.attrs ?? {}) as Record<string, unknown>
  if (tag.tag === 'meta') {
    const name = attrs.name ?? attrs.property
    if (typeof name !== 'string' || name === 'viewport' || name === 'csp-nonce') return null
    return `meta|${name}|${String(attrs.content ?? '')}`
  }
  if (tag.tag === 'link' && (attrs.rel === 'canonical' || attrs.rel === 'alternate'))
    return `link|${attrs.rel}|${String(attrs.hrefLang ?? attrs.hreflang ?? '')}|${String(attrs.href ?? '')}`
  if (tag.tag === 'script' && attrs.type === 'application/ld+json') return `script|${String(tag.children ?? '')}`
  return null
}

function elementKey(element: Element): string {
  if (element instanceof HTMLMetaElement)
    return `meta|${element.getAttribute('name') ?? element.getAttribute('property')}|${element.content}`
  if (element instanceof HTMLLinkElement)
    return `link|${element.rel}|${element.getAttribute('hreflang') ?? ''}|${element.getAttribute('href') ?? ''}`
  return `script|${element.textContent ?? ''}`
}

function createElementFor(tag: Tag): Element {
  const element = document.createElement(tag.tag)
  for (const [name, value] of Object.entries((tag.attrs ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === false || name === 'nonce') continue
    element.setAttribute(name === 'hrefLang' ? 'hreflang' : name, value === true ? '' : String(value))
  }
  if (tag.tag === 'script') element.textContent = String(tag.children ?? '')
  return element
}

/** Writes the route's head tags over the previous page's. */
function writeHead(tags: readonly Tag[]): void {
  const title = tags.find((tag) => tag.tag === 'title')
  if (title && typeof title.children === 'string') document.title = title.children
  const wanted = new Map<string, Tag>()
  for (const tag of tags) {
    const key = tagKey(tag)
    if (key) wanted.set(key, tag)
  }
  for (const element of document.head.querySelectorAll(MANAGED)) {
    const key = elementKey(element)
    if (wanted.has(key)) wanted.delete(key)
    else element.remove()
  }
  for (const tag of wanted.values()) document.head.appendChild(createElementFor(tag))
}
