import * as v from 'valibot'
import { msg } from '~/lib/validation'
import { pagingEntries, type Paged } from './paging'
import { richBlockSchema } from './blocks'
import { EVENT_CATEGORY_SLUGS, type EventCategorySlug } from './event-categories'

// Events (docs/product.md, Pages /eventos, /eventos/{event}; What the shop stores product_type App\Models\Event; The API GET /events/{id}).
// The spec names only GET /events/{id} (and the reservation engineer's GET /events/selects and POST /events).
// The list and its filters are this shop's addition, with the same envelope as every other list
// (data, total, current_page, per_page — docs/product.md, What the shop stores blog list shape):
//   GET /events?categoria=&page=&per_page=&pasados=   upcoming (or past with pasados=1) event cards
//   GET /events/filters                               categories with counts of upcoming events
//   GET /events/{id}                                  detail by numeric id or slug

export const EVENT_PRODUCT_TYPE = 'App\\Models\\Event'

export { EVENT_CATEGORIES, EVENT_CATEGORY_SLUGS, type EventCategorySlug } from './event-categories'

export const EVENTS_PER_PAGE_DEFAULT = 12
export const EVENTS_PER_PAGE_MAX = 48

/** GET /events query. Unknown parameters are refused (422 naming them), like the catalogue lists. */
export const eventListQuerySchema = v.strictObject(
  {
    categoria: v.optional(v.picklist(EVENT_CATEGORY_SLUGS, msg.invalid)),
    ...pagingEntries({ perPageDefault: EVENTS_PER_PAGE_DEFAULT, perPageMax: EVENTS_PER_PAGE_MAX, pageMax: 10_000 }),
    pasados: v.optional(v.picklist(['0', '1'], msg.invalid), '0'),
  },
  msg.invalid,
)
export type EventListQuery = v.InferOutput<typeof eventListQuerySchema>

/** GET /events/{id}: a numeric id or a slug. */
export const eventIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg.invalid), v.maxLength(160, msg.invalid)),
})

export const eventCategorySchema = v.object({ slug: v.picklist(EVENT_CATEGORY_SLUGS), name: v.string() })

export const eventCardSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  /** The language the texts are written in: Spanish on an English page whose translation is not written yet. */
  text_lang: v.optional(v.picklist(['es', 'en'])),
  category: eventCategorySchema,
  /** ISO 8601 UTC; shown in America/Santiago (src/lib/santiago-time.ts). */
  starts_at: v.string(),
  ends_at: v.string(),
  /** Per person, CLP; 0 is free entry. */
  price: v.number(),
  /** Price before an early-bird discount (docs/product.md, Numbers and limits: struck through when it differs from price). */
  reference_price: v.nullable(v.number()),
  seats_left: v.number(),
  sold_out: v.boolean(),
  cancelled: v.boolean(),
  is_past: v.boolean(),
  frontend_image: v.nullable(v.string()),
  frontend_cover_image: v.nullable(v.string()),
  product_type: v.literal(EVENT_PRODUCT_TYPE),
})
export type EventCard = v.InferOutput<typeof eventCardSchema>

export const eventDetailSchema = v.object({
  ...eventCardSchema.entries,
  /** Body blocks (src/contract/blocks.ts). */
  body: v.array(richBlockSchema),
  includes: v.array(v.string()),
  venue: v.string(),
  capacity: v.number(),
  /** Published, upcoming and with seats left: the page offers /reserva?evento={slug}. */
  reservable: v.boolean(),
  /** The photograph the staff uploaded as cover; the drawing (frontend_cover_image) when there is none. */
  cover_photo: v.optional(
    v.nullable(
      v.object({
        id: v.number(),
        alt: v.string(),
        src: v.string(),
        srcset: v.string(),
        width: v.number(),
        height: v.number(),
      }),
    ),
    null,
  ),
})
export type EventDetail = v.InferOutput<typeof eventDetailSchema>

export type EventList = Paged<EventCard>

export interface EventFilters {
  categories: { slug: EventCategorySlug; name: string; count: number }[]
  /** Upcoming events in all categories. */
  total: number
}
