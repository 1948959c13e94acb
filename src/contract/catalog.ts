import * as v from 'valibot'
import { SEARCH_INPUT_MAX, SUGGESTIONS_DEFAULT } from '~/lib/limits'
import { PRODUCT_LETTERS } from '~/lib/product-type'
import { msg } from '~/lib/validation'
import { intParam, pagingEntries, type Paged } from './paging'
import { RESOURCE_FACETS, SORTS, type FacetKey, type Resource, type Sort } from './catalog-keys'

// docs/product.md, The API catalogue calls: the query names, list envelope and item shapes both halves share.

export const CATALOG_PER_PAGE_DEFAULT = 24
export const CATALOG_PER_PAGE_MAX = 60
export { RESOURCE_FACETS, type FacetKey, type Resource, type Sort } from './catalog-keys'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A facet value list: `tinto` or `tinto,blanco` (repeated keys are joined by the API before parsing). */
const slugList = (max = 20) =>
  v.pipe(
    v.string(msg.invalid),
    v.trim(),
    v.transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ]),
    v.array(v.pipe(v.string(), v.maxLength(64, msg.maxLength(64)), v.regex(SLUG, msg.invalid))),
    v.maxLength(max, msg.invalid),
  )

const letterList = v.pipe(
  v.string(msg.invalid),
  v.transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ]),
  v.array(v.picklist(PRODUCT_LETTERS, msg.invalid)),
)

const searchText = v.pipe(
  v.string(msg.invalid),
  v.trim(),
  v.maxLength(SEARCH_INPUT_MAX, msg.maxLength(SEARCH_INPUT_MAX)),
)

const baseEntries = {
  ...pagingEntries({ perPageDefault: CATALOG_PER_PAGE_DEFAULT, perPageMax: CATALOG_PER_PAGE_MAX }),
  // Default: relevance on /search, newest elsewhere (resolved by the API).
  sort: v.optional(v.picklist(SORTS, msg.invalid)),
  precio_min: v.optional(intParam(0, 100_000_000)),
  precio_max: v.optional(intParam(0, 100_000_000)),
  cosecha: v.optional(intParam(1900, 2100)),
  disponible: v.optional(v.picklist(['1', '0'], msg.invalid)),
  q: v.optional(searchText),
}

const facetEntries = {
  tipo: v.optional(slugList()),
  pais: v.optional(slugList()),
  region: v.optional(slugList()),
  region_francia: v.optional(slugList()),
  variedad: v.optional(slugList()),
  marca: v.optional(slugList(40)),
  tipo_gourmet: v.optional(slugList()),
  tipo_queso: v.optional(slugList()),
  categoria: v.optional(letterList),
}

function buildListSchema<R extends Resource>(resource: R) {
  const facets = Object.fromEntries(
    RESOURCE_FACETS[resource].map((k) => [k, facetEntries[k as keyof typeof facetEntries]]),
  ) as Pick<typeof facetEntries, (typeof RESOURCE_FACETS)[R][number]>
  // Unknown parameters are refused with a 422 naming them, tracking parameters are dropped before.
  // precio_min <= precio_max is checked by the API (a 422 on precio_max).
  return v.strictObject({ ...baseEntries, ...facets }, msg.invalid)
}

/**
 * The results page also carries what a sentence asked for beyond the ordinary filters: a dish to pair with
 * (`maridaje`, a slug of the sommelier's dishes) and a gift (`ocasion=regalo`); the API turns them into filters.
 */
const searchSchema = v.strictObject(
  {
    ...buildListSchema('search').entries,
    maridaje: v.optional(v.pipe(v.string(msg.invalid), v.regex(SLUG, msg.invalid), v.maxLength(60, msg.invalid))),
    ocasion: v.optional(v.picklist(['regalo'], msg.invalid)),
  },
  msg.invalid,
)

export const listQuerySchemas = {
  wines: buildListSchema('wines'),
  alcohols: buildListSchema('alcohols'),
  boxes: buildListSchema('boxes'),
  gourmets: buildListSchema('gourmets'),
  offers: buildListSchema('offers'),
  category: buildListSchema('category'),
  search: searchSchema,
}

export type ListQuery = {
  page: number
  per_page: number
  sort: Sort
  precio_min?: number
  precio_max?: number
  cosecha?: number
  disponible?: '1' | '0'
  q?: string
  /** /search only: a dish to pair with, a gift (see the search schema). */
  maridaje?: string
  ocasion?: 'regalo'
} & Partial<Record<FacetKey, string[]>>

/** A facet the search read out of the shopper's sentence, with the label a chip shows. */
export interface UnderstoodFacetLabel {
  facet:
    | 'tipo'
    | 'pais'
    | 'variedad'
    | 'region'
    | 'cosecha'
    | 'precio_min'
    | 'precio_max'
    | 'categoria'
    | 'maridaje'
    | 'ocasion'
  value: string | number
  label: string
}

/**
 * What /search understood of `q`: the facets it applied and the words it still searched as text; `ignored`, those
 * words when searching them inside the understood facets found nothing (the facets' results are shown instead).
 */
export interface SearchUnderstanding {
  facets: UnderstoodFacetLabel[]
  words: string
  ignored?: string
  /** "barato", "premium": the order the sentence asked for (the cheapest or the dearest first). */
  sort?: 'price_asc' | 'price_desc'
}

/** docs/product.md, The API suggestion search: search, page (1), per_page (6 default, 5 in the popup). */
export const suggestionQuerySchema = v.strictObject(
  {
    search: v.pipe(searchText, v.minLength(1, msg.required)),
    ...pagingEntries({ perPageDefault: SUGGESTIONS_DEFAULT, perPageMax: 20, pageMax: 1000 }),
  },
  msg.invalid,
)

export const productIdParamSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(160, msg.invalid), v.regex(/^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, msg.invalid)),
})

export const categoryParamSchema = v.object({
  category: v.pipe(v.string(), v.maxLength(64, msg.invalid), v.regex(SLUG, msg.invalid)),
})

// ---- responses ------------------------------------------------------------------------------

/** docs/product.md, What the shop stores gourmet format. */
export interface ProductFormat {
  sku: string
  price: number
  reference_price: number | null
  stock: number
  format: number | null
  label: boolean
  label_text: string | null
  is_unit_sales: 0 | 1
}

/** docs/product.md, What the shop stores product card (plus the fields a card needs to link and add to the cart). */
export interface ProductCard {
  id: number
  sku: string | null
  slug: string
  product_type: string
  letter: string
  name: string
  name_card: string | null
  description_card: string | null
  brand: string | null
  year: number | null
  price: number
  reference_price: number | null
  discount: number
  stock: number
  label: boolean
  label_text: string | null
  frontend_image: string | null
  frontend_cover_image: string | null
  tipo: string
  country: string | null
  region: string | null
  variety: string | null
  volume_ml: number | null
  formats: ProductFormat[]
}

/** docs/product.md, What the shop stores product detail attributes. */
/** A photo the staff uploaded: `src` for old browsers, `srcset` of its widths, and its size (no layout shift). */
export interface ProductPhotoView {
  id: number
  alt: string
  src: string
  srcset: string
  width: number
  height: number
}

export interface ProductDetail extends ProductCard {
  /** Staff-uploaded photos, first one leading; empty when the product only has its artwork. */
  photos: ProductPhotoView[]
  description: string | null
  tasting_notes: string | null
  aromatic_notes: string | null
  pairing: string | null
  sommelier_comment: string | null
  body: number | null
  acidity: number | null
  sweetness: number | null
  freshness: number | null
  guarda: number | null
  vineyard: string | null
  strains: { name: string; percent: number }[]
  harvest: number | null
  scores: { source: string; score: number }[]
  aromatic_family: string | null
  denomination: string | null
  alcohol: number | null
  sale_unit: 'unit' | 'box'
  units_per_box: number | null
  cheese_type: string | null
  milk: string | null
  weight_grams: number | null
  country_label: string | null
  tipo_label: string
  categories: { slug: string; name: string }[]
  contents: ProductCard[]
  related: ProductCard[]
}

/** Lists: data, total, current_page, per_page (docs/product.md, What the shop stores list responses;). */
export type ProductList = Paged<ProductCard>

export interface FacetOption {
  value: string
  label: string
  count: number
  selected: boolean
}

export interface Facet {
  key: FacetKey
  options: FacetOption[]
}

/** Filter endpoints: facet values with counts under the other active filters, and the price range. */
export interface ProductFilters {
  facets: Facet[]
  price: { min: number; max: number }
  total: number
}

/** docs/product.md, What the shop stores search suggestion. */
export interface Suggestion {
  name: string
  slug: string
  product_type: string
  subtitle: string
  frontend_image: string | null
  frontend_cover_image: string | null
  price: number | null
  reference_price: number | null
}

export interface Category {
  slug: string
  name: string
  description: string | null
}

/** docs/product.md, The API GET /product-category (no slug): the editorial categories with their product counts (/productos). */
export interface CategorySummary extends Category {
  count: number
}

/** The category list takes no parameters; anything but tracking parameters is a 422 naming it. */
export const categoryIndexQuerySchema = v.strictObject({}, msg.invalid)

/** What the product drawing is made from (GET /products/{slug}/art). */
export interface ProductArtInput {
  product_type: string
  tipo: string
  name: string
  name_card?: string | null
  brand?: string | null
  year?: number | null
  variety?: string | null
  cheese_type?: string | null
  volume_ml?: number | null
  units_per_box?: number | null
}
