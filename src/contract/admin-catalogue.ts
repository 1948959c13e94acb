import * as v from 'valibot'
import { msg, requiredText, singleLineText } from '~/lib/validation'
import { richBodySchema } from './blocks'
import { pagingEntries } from './paging'
import type { ProductPhotoView } from './catalog'
import type { EDITABLE_PAGES } from './pages'

// The back-office's catalogue and content editing (/api/admin/products, /events, /articles, /pages):
// docs/backoffice.md "Catalogue", "Prices and offers", "Content".

export const PRODUCT_KINDS = ['wine', 'alcohol', 'box', 'gourmet'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

const slugSchema = v.pipe(
  v.string(msg.required),
  v.trim(),
  v.nonEmpty(msg.required),
  v.maxLength(160, msg.maxLength(160)),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg.slug),
)
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(max, msg.maxLength(max))), '')
const int = (min: number, max: number) =>
  v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(min, msg.invalid), v.maxValue(max, msg.invalid))
const optionalInt = (min: number, max: number) => v.optional(v.nullable(int(min, max)), null)
const price = int(0, 100_000_000)
/** A moment typed in Santiago time, 'YYYY-MM-DDTHH:mm' (the form's datetime-local), or '' for none. */
export const santiagoMinute = v.optional(
  v.union([v.literal(''), v.pipe(v.string(msg.invalid), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, msg.invalid))]),
  '',
)
/** One of the taste scales the product page draws (1–5). */
const scale = optionalInt(1, 5)

/** Texts of a product in one language. */
export const productTextsSchema = v.object({
  description: optionalText(4000),
  description_card: optionalText(300),
  tasting_notes: optionalText(2000),
  aromatic_notes: optionalText(1000),
  pairing: optionalText(1000),
  sommelier_comment: optionalText(2000),
})
/** The names of a product's texts, in the schema's order (the editor's fields, the translation row's columns). */
export const PRODUCT_TEXT_KEYS = Object.keys(productTextsSchema.entries) as (keyof typeof productTextsSchema.entries)[]

export const productFormatSchema = v.object({
  sku: v.pipe(v.string(msg.required), v.trim(), v.regex(/^[\w.-]{1,64}$/, msg.invalid)),
  grams: optionalInt(1, 100_000),
  price,
  reference_price: optionalInt(0, 100_000_000),
  is_unit_sales: v.optional(v.boolean(msg.invalid), false),
})

/** Everything the storefront shows of a product, as the editor sends it (POST; PATCH adds `version`). */
export const productInputSchema = v.object({
  product_type: v.picklist(PRODUCT_KINDS, msg.invalid),
  name: singleLineText({ max: 160 }),
  slug: slugSchema,
  /** Products sold by formats (gourmet by weight) have none: their skus are the formats'. */
  sku: v.optional(
    v.union([v.literal(''), v.pipe(v.string(msg.invalid), v.trim(), v.regex(/^[\w.-]{1,64}$/, msg.invalid))]),
    '',
  ),
  active: v.boolean(msg.invalid),
  price,
  reference_price: optionalInt(0, 100_000_000),
  sale_price: optionalInt(0, 100_000_000),
  sale_starts_at: santiagoMinute,
  sale_ends_at: santiagoMinute,
  /** Initial stock (creation only; later changes go through the stock page, which counts them). */
  stock: v.optional(int(0, 100_000), 0),
  tipo: v.pipe(v.string(msg.required), v.trim(), v.nonEmpty(msg.required), v.regex(/^[a-z0-9-]{1,40}$/, msg.invalid)),
  brand: optionalText(120),
  country: v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.regex(/^[a-z0-9-]{0,40}$/, msg.invalid)), ''),
  region: optionalText(120),
  denomination: optionalText(120),
  variety: optionalText(120),
  strains: v.optional(
    v.pipe(v.array(v.object({ name: requiredText({ max: 80 }), percent: int(1, 100) })), v.maxLength(10, msg.invalid)),
    [],
  ),
  vineyard: optionalText(120),
  year: optionalInt(1900, 2100),
  volume_ml: optionalInt(1, 20_000),
  alcohol: v.optional(
    v.nullable(v.pipe(v.number(msg.numeric), v.minValue(0, msg.invalid), v.maxValue(99, msg.invalid))),
    null,
  ),
  body: scale,
  acidity: scale,
  sweetness: scale,
  freshness: scale,
  guarda_years: optionalInt(0, 100),
  aromatic_family: v.optional(v.pipe(v.string(msg.invalid), v.regex(/^[a-z-]{0,30}$/, msg.invalid)), ''),
  cheese_type: v.optional(v.pipe(v.string(msg.invalid), v.regex(/^[a-z0-9-]{0,40}$/, msg.invalid)), ''),
  milk: v.optional(v.picklist(['', 'vaca', 'cabra', 'oveja', 'mixta'], msg.invalid), ''),
  weight_grams: optionalInt(1, 100_000),
  units_per_box: optionalInt(1, 48),
  categories: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, msg.invalid))), v.maxLength(20, msg.invalid)),
    [],
  ),
  formats: v.optional(v.pipe(v.array(productFormatSchema), v.maxLength(12, msg.invalid)), []),
  es: productTextsSchema,
  en: productTextsSchema,
})
export type ProductInput = v.InferInput<typeof productInputSchema>

const versionEntry = { version: v.pipe(v.number(msg.numeric), v.integer(msg.numeric), v.minValue(0, msg.invalid)) }
export const productPatchSchema = v.object({ ...productInputSchema.entries, ...versionEntry })

export const adminCatalogueQuerySchema = v.object({
  ...pagingEntries({ perPageDefault: 50, perPageMax: 200 }),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  type: v.optional(v.union([v.literal(''), v.picklist(PRODUCT_KINDS, msg.invalid)]), ''),
  status: v.optional(v.picklist(['', 'active', 'draft', 'on_sale'], msg.invalid), ''),
})

/** A row of the catalogue list. */
export interface AdminCatalogueRow {
  id: number
  name: string
  slug: string
  product_type: ProductKind
  price: number
  /** What a shopper pays right now (the sale price inside its window). */
  price_now: number
  sale_price: number | null
  active: boolean
  stock: number
  photo: ProductPhotoView | null
}

/** A product as the editor opens it: the input's fields plus what only the shop sets. */
export type AdminProduct = v.InferOutput<typeof productInputSchema> & {
  id: number
  version: number
  price_now: number
  photos: (ProductPhotoView & { alt_en: string })[]
  categories_available: { slug: string; name: string }[]
  /** The storefront address of the product (its old addresses answer 301 to it). */
  url: string
  old_slugs: string[]
}

/** One photo's place and alt text (the gallery's reorder, cover and alt edits). */
export const photoEditSchema = v.object({
  alt: v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(160, msg.maxLength(160)))),
  alt_en: v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(160, msg.maxLength(160)))),
})
/** The gallery's order: every photo id of the product, the cover first. */
export const photoOrderSchema = v.object({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(60)),
})

// ----------------------------------------------------------------------------------------------- events, articles

const iso = v.pipe(v.string(msg.required), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, msg.invalid))

export const eventTextsSchema = v.object({
  title: singleLineText({ max: 160 }),
  summary: requiredText({ max: 400 }),
  body: richBodySchema,
  includes: v.optional(v.pipe(v.array(requiredText({ max: 120 })), v.maxLength(20, msg.invalid)), []),
})

/** A one-line text that may be left empty. */
const optionalLine = (max: number) =>
  v.optional(
    v.pipe(
      v.string(msg.invalid),
      v.trim(),
      v.maxLength(max, msg.maxLength(max)),
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      v.check((s) => !/[\u0000-\u001f\u007f]/.test(s), msg.invalid),
    ),
    '',
  )

/**
 * The English texts of an event or article are optional: Spanish is the shop's language, and an English page shows
 * the Spanish text (marked lang="es") until someone writes the translation. Once any English text is written, its
 * title and summary are required, as in Spanish, so a page is never half in one language and half in the other
 * without saying so. docs/backoffice.md, "Content".
 */
function englishTexts<const E extends v.ObjectEntries>(entries: E, summary: 'summary' | 'excerpt') {
  const started = (t: Record<string, unknown>) =>
    Object.values(t).some((x) => (Array.isArray(x) ? x.length > 0 : typeof x === 'string' && x !== ''))
  return v.pipe(
    v.object(entries),
    v.forward(
      v.check((t) => !started(t) || (t as Record<string, unknown>).title !== '', msg.required),
      ['title' as never],
    ),
    v.forward(
      v.check((t) => !started(t) || (t as Record<string, unknown>)[summary] !== '', msg.required),
      [summary as never],
    ),
  )
}

export const eventTextsEnSchema = englishTexts(
  {
    title: optionalLine(160),
    summary: v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(400, msg.maxLength(400))), ''),
    body: richBodySchema,
    includes: eventTextsSchema.entries.includes,
  },
  'summary',
)

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const

export const eventInputSchema = v.object({
  slug: slugSchema,
  category: v.picklist(['cata', 'maridaje', 'curso', 'lanzamiento', 'musica'], msg.invalid),
  status: v.picklist(EVENT_STATUSES, msg.invalid),
  /** Santiago time, as typed. */
  starts_at: iso,
  ends_at: iso,
  venue: singleLineText({ max: 160 }),
  price,
  capacity: int(1, 10_000),
  es: eventTextsSchema,
  en: eventTextsEnSchema,
})
export const eventPatchSchema = v.object({ ...eventInputSchema.entries, ...versionEntry })

export const articleTextsSchema = v.object({
  title: singleLineText({ max: 160 }),
  excerpt: requiredText({ max: 400 }),
  body: richBodySchema,
  download_title: optionalText(120),
})

export const articleTextsEnSchema = englishTexts(
  {
    title: optionalLine(160),
    excerpt: v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(400, msg.maxLength(400))), ''),
    body: richBodySchema,
    download_title: optionalText(120),
  },
  'excerpt',
)

export const articleInputSchema = v.object({
  slug: slugSchema,
  category_slug: v.pipe(v.string(msg.required), v.regex(/^[a-z0-9-]{1,64}$/, msg.invalid)),
  author: singleLineText({ max: 120 }),
  status: v.picklist(['draft', 'published'], msg.invalid),
  /** Santiago time; empty takes the moment of publishing. */
  published_at: santiagoMinute,
  tags: v.optional(v.pipe(v.array(requiredText({ max: 40 })), v.maxLength(12, msg.invalid)), []),
  /** A downloadable file of this shop (a path under /descargas/) or https. */
  download_url: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(msg.invalid),
        v.trim(),
        v.regex(/^(\/descargas\/[\w./-]{1,200}|https:\/\/[^\s/\\][^\s]{0,400})$/, msg.invalid),
      ),
    ]),
    '',
  ),
  es: articleTextsSchema,
  en: articleTextsEnSchema,
})
export const articlePatchSchema = v.object({ ...articleInputSchema.entries, ...versionEntry })

export interface AdminContentRow {
  id: number
  slug: string
  title: string
  status: string
  date: string
  cover: ProductPhotoView | null
}

export type AdminEvent = v.InferOutput<typeof eventInputSchema> & {
  id: number
  version: number
  seats_taken: number
  cover: (ProductPhotoView & { id: number }) | null
}

export type AdminArticle = v.InferOutput<typeof articleInputSchema> & {
  id: number
  version: number
  cover: (ProductPhotoView & { id: number }) | null
  categories_available: { slug: string; name: string }[]
}

// --------------------------------------------------------------------------------------------------- CMS pages

export type EditablePage = (typeof EDITABLE_PAGES)[number]

/**
 * A content page's texts are shown as written (paragraphs, list items, section titles: no inline formatting), so
 * markdown emphasis a person might type (`**Aviso:**`) is refused rather than published with its asterisks.
 */
const noEmphasis = v.check((s: string) => !/\*\*|__/.test(s), msg.plainText)
const pageText = (max: number) =>
  v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(max, msg.maxLength(max)), noEmphasis)
export const editablePageContentSchema = v.object({
  seo: v.object({ title: singleLineText({ max: 120 }), description: requiredText({ max: 300 }) }),
  title: singleLineText({ max: 160 }),
  intro: v.optional(pageText(2000), ''),
  sections: v.pipe(
    v.array(
      v.object({
        title: v.optional(pageText(160), ''),
        body: v.pipe(v.array(v.pipe(requiredText({ max: 4000 }), noEmphasis)), v.maxLength(40, msg.invalid)),
        items: v.optional(
          v.pipe(v.array(v.pipe(requiredText({ max: 1000 }), noEmphasis)), v.maxLength(40, msg.invalid)),
          [],
        ),
      }),
    ),
    v.maxLength(40, msg.invalid),
  ),
})
export type EditablePageContent = v.InferOutput<typeof editablePageContentSchema>

export const pagePutSchema = v.object({
  ...versionEntry,
  es: editablePageContentSchema,
  en: editablePageContentSchema,
})

export interface AdminPage {
  slug: EditablePage
  version: number
  es: EditablePageContent
  en: EditablePageContent
}
