// Body text of articles, events and content pages as the staff write it and as pages render it, never HTML
// (docs/backoffice.md "Content"). Inline links are written `[words](address)`; an address is kept only when it is
// http(s), mailto or a path of this shop, so a `javascript:` or `data:` link can neither be saved nor rendered.

/** A link address the shop renders: http, https, mailto, or a path of this site (`/…`, never `//host`). */
export function safeHref(href: string): boolean {
  const value = href.trim()
  if (value.length === 0 || value.length > 500) return false
  // eslint-disable-next-line no-control-regex -- control characters and spaces hide schemes from naive checks
  if (/[\u0000-\u0020\u007f]/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  if (value.startsWith('#')) return true
  return /^(https?:\/\/[^/\\]|mailto:[^@\s]+@)/i.test(value)
}

/** An image address the shop renders: https, or a path of this site (its own photos under /img/). */
export function safeImageSrc(src: string): boolean {
  const value = src.trim()
  if (value.length === 0 || value.length > 500) return false
  // eslint-disable-next-line no-control-regex -- as in safeHref
  if (/[\u0000-\u0020\u007f"'<>]/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  return /^https:\/\/[^/\\]/i.test(value)
}

export type InlinePart = { text: string; href?: string }

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g

/** A line of text split into plain parts and links; a link with an address the shop does not render stays text. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string]
    const at = match.index ?? 0
    if (at > last) parts.push({ text: text.slice(last, at) })
    parts.push(safeHref(href) ? { text: label, href } : { text: whole })
    last = at + whole.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

/** The addresses of the links written in a text that the shop would not render (to refuse them on save). */
export function unsafeLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[2]!).filter((href) => !safeHref(href))
}

/** A body block (src/contract/blocks.ts). */
export type TextBlock =
  | { type: 'h2' | 'h3' | 'p' | 'quote'; text: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'img'; src: string; alt: string }

/**
 * The editor's plain text → blocks: `## ` and `### ` headings, `- ` and `1. ` list items, `> ` quotes,
 * `![alt](address)` images on a line of their own, paragraphs separated by a blank line.
 */
export function textToBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'p', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const list = /^([-*]|\d{1,3}[.)])\s+(.+)$/.exec(line)
    const image = /^!\[([^\]]{0,200})\]\(([^)\s]{1,500})\)$/.exec(line)
    const block: TextBlock | null = line.startsWith('### ')
      ? { type: 'h3', text: line.slice(4).trim() }
      : line.startsWith('## ')
        ? { type: 'h2', text: line.slice(3).trim() }
        : line.startsWith('> ')
          ? { type: 'quote', text: line.slice(2).trim() }
          : image
            ? { type: 'img', alt: image[1]!.trim(), src: image[2]! }
            : null
    if (line === '') flush()
    else if (block) {
      flush()
      blocks.push(block)
    } else if (list) {
      flush()
      const type = /^\d/.test(list[1]!) ? 'ol' : 'ul'
      const previous = blocks.at(-1)
      if (previous && previous.type === type) previous.items.push(list[2]!.trim())
      else blocks.push({ type, items: [list[2]!.trim()] })
    } else paragraph.push(line)
  }
  flush()
  return blocks
}

/** Blocks → the editor's plain text (the reverse of textToBlocks). */
export function blocksToText(blocks: readonly TextBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'h2':
          return `## ${b.text}`
        case 'h3':
          return `### ${b.text}`
        case 'quote':
          return `> ${b.text}`
        case 'ul':
          return b.items.map((i) => `- ${i}`).join('\n')
        case 'ol':
          return b.items.map((i, n) => `${n + 1}. ${i}`).join('\n')
        case 'img':
          return `![${b.alt}](${b.src})`
        default:
          return b.text
      }
    })
    .join('\n\n')
}
