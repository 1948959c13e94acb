// Body blocks of migrations/0006 (JSON, never HTML): [{type:'h2'|'p'|'quote', text}, {type:'ul', items}].
export type Block = { type: 'h2' | 'p' | 'quote'; text: string } | { type: 'ul'; items: string[] }

export const h2 = (text: string): Block => ({ type: 'h2', text })
export const p = (text: string): Block => ({ type: 'p', text })
export const quote = (text: string): Block => ({ type: 'quote', text })
export const ul = (...items: string[]): Block => ({ type: 'ul', items })

export interface LocaleText {
  title: string
  excerpt: string
  body: Block[]
  /** Title of the downloadable file in this locale (docs/product.md, Pages "downloadable content exists"). */
  download?: string
}

export interface SeedArticle {
  slug: string
  category: string
  author: string
  /** ISO 8601 UTC, fixed so every machine gets the same order. */
  published_at: string
  reading_minutes: number
  featured?: boolean
  status?: 'draft' | 'published'
  tags: string[]
  /** Slugs of products of the base catalogue seed. */
  products: string[]
  /** File under public/descargas/ (made by scripts/make-downloads.mjs). */
  download?: string
  es: LocaleText
  en: LocaleText
}
