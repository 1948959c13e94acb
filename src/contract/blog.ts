import type { ProductPhotoView } from './catalog'
import * as v from 'valibot'
import { msg } from '~/lib/validation'
import { pagingEntries, type Paged } from './paging'
import type { RichBlock } from './blocks'

// docs/product.md, The API blog calls: GET /blogs?{params}, /blogs/{id}, /blogs/filters. docs/product.md, What the shop stores: "Blog store: blogs, filters,
// currentBlog, totalResults, currentPage; list response has data, total, current_page". One definition for the
// API and the storefront.

export const BLOG_PER_PAGE_DEFAULT = 9
export const BLOG_PER_PAGE_MAX = 48
/** How many tags /blogs/filters returns (the most used first). */
export const BLOG_TOP_TAGS = 12
export const BLOG_RELATED = 3

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Tags are short words in any script ("carménère", "pisco sour"); no punctuation that could mean syntax. */
const TAG = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u

const categoryParam = v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(64, msg.invalid), v.regex(SLUG, msg.invalid))
const tagParam = v.pipe(
  v.string(msg.invalid),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(40, msg.maxLength(40)),
  v.regex(TAG, msg.invalid),
)

/** GET /blogs: unknown parameters are refused with a 422 naming them (tracking parameters are dropped first). */
export const blogListQuerySchema = v.strictObject(
  {
    categoria: v.optional(categoryParam),
    etiqueta: v.optional(tagParam),
    ...pagingEntries({ perPageDefault: BLOG_PER_PAGE_DEFAULT, perPageMax: BLOG_PER_PAGE_MAX }),
  },
  msg.invalid,
)
export type BlogListQuery = v.InferOutput<typeof blogListQuerySchema>

/** GET /blogs/filters: the category marks its chip as selected and narrows the tag counts. */
export const blogFiltersQuerySchema = v.strictObject({ categoria: v.optional(categoryParam) }, msg.invalid)

/** GET /blogs/{id}: the numeric id or the slug. */
export const blogIdParamSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(160, msg.invalid), v.regex(/^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, msg.invalid)),
})

// ---- responses ------------------------------------------------------------------------------------

export interface BlogCategoryRef {
  slug: string
  name: string
}

/** A list card (docs/product.md, Pages: blog cards show a see-more button). product_type is docs/product.md, What the shop stores's 'App\Models\Blog'. */
export interface BlogCard {
  id: number
  slug: string
  title: string
  excerpt: string
  /** The language the texts are written in: Spanish on an English page whose translation is not written yet. */
  text_lang?: 'es' | 'en'
  category: BlogCategoryRef
  author: string
  published_at: string
  reading_minutes: number
  frontend_image: string | null
  frontend_cover_image: string | null
  featured: boolean
  product_type: string
}

/** docs/product.md, What the shop stores list response: data, total, current_page (+ per_page, last_page, from, to for 'from - to of total'). */
export type BlogList = Paged<BlogCard>

export interface BlogFilters {
  categories: (BlogCategoryRef & { count: number; selected: boolean })[]
  tags: { tag: string; count: number }[]
  total: number
}

/** docs/product.md, Pages "downloadable content exists". */
export interface BlogDownload {
  title: string
  url: string
  bytes: number
}

/** A product the article recommends (a simple card; the price comes from the products table). */
export interface BlogProduct {
  name: string
  slug: string
  product_type: string
  price: number
  reference_price: number | null
  frontend_image: string | null
}

export interface BlogArticle extends BlogCard {
  /** The photograph the staff uploaded as cover; the drawing (frontend_cover_image) when there is none. */
  cover_photo: ProductPhotoView | null
  /** Body blocks (src/contract/blocks.ts). */
  blocks: RichBlock[]
  tags: string[]
  download: BlogDownload | null
  previous: BlogCard | null
  next: BlogCard | null
  related: BlogCard[]
  products: BlogProduct[]
}

/** What the artwork of /img/b/{slug}.svg is drawn from. */
export interface BlogArtInput {
  slug: string
  category_slug: string
  tags: string[]
}
