import * as v from 'valibot'

/** Any JSON value: what page content is before a page applies its own schema. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** The content pages the staff edit in the back-office: the policies and "about us". */
export const EDITABLE_PAGES = [
  'about-us',
  'dispatch-policies',
  'exchange-return-policies',
  'privacy-policies',
  'general-policies',
  'general-conditions',
] as const

// docs/product.md, The API: GET /pages/{slug}. The slugs the spec lists (plus the country pages for wines).
export const PAGE_SLUGS = [
  ...EDITABLE_PAGES,
  'events',
  'need-help',
  'blog',
  'not-found',
  'contact',
  'company-contact',
  'reservation-thank-you',
  'table-reservation-thank-you',
  'reservation',
  'table-wine-bar-reservations',
  'offers',
  'boxes',
  'gourmet-products',
  'alcohols',
  'general-search',
  'home',
  'shopping-cart',
  'layout',
  'wine-bar',
  'wines',
  'vinos-chilenos',
  'vinos-franceses',
  'vinos-del-mundo',
  'auth',
  'sommelier',
] as const

export type PageSlug = (typeof PAGE_SLUGS)[number]

export const pageSlugParamSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'invalid')),
})

/** Blocks of a content page (policies, about, wine bar…): a title, an optional banner and sections. */
export const sectionSchema = v.object({
  title: v.optional(v.string(), ''),
  body: v.array(v.string()),
  items: v.optional(v.array(v.string()), []),
})

export const contentPageSchema = v.object({
  seo: v.object({ title: v.string(), description: v.string() }),
  banner_with_title: v.optional(v.object({ title: v.string(), background_image: v.string() })),
  intro: v.optional(v.string(), ''),
  sections: v.optional(v.array(sectionSchema), []),
})

export type ContentPage = v.InferOutput<typeof contentPageSchema>

/** docs/product.md, Pages: 404 content — image.image, title_layout.title, text.text. */
export const notFoundContentSchema = v.object({
  image: v.object({ image: v.string() }),
  title_layout: v.object({ title: v.string() }),
  text: v.object({ text: v.string() }),
})
export type NotFoundContent = v.InferOutput<typeof notFoundContentSchema>

// Optional fields (eyebrow, secondary CTA, category text, bar hours) are additive: older content still parses.
const ctaFields = {
  cta_text: v.string(),
  cta_link: v.string(),
  secondary_text: v.optional(v.string(), ''),
  secondary_link: v.optional(v.string(), ''),
}

export const homeContentSchema = v.object({
  seo: v.object({ title: v.string(), description: v.string() }),
  hero: v.array(
    v.object({
      eyebrow: v.optional(v.string(), ''),
      title: v.string(),
      text: v.string(),
      image: v.string(),
      ...ctaFields,
    }),
  ),
  categories: v.array(
    v.object({ title: v.string(), text: v.optional(v.string(), ''), image: v.string(), link: v.string() }),
  ),
  highlights: v.array(v.object({ icon: v.string(), title: v.string(), text: v.string() })),
  wine_bar: v.object({
    eyebrow: v.optional(v.string(), ''),
    title: v.string(),
    text: v.string(),
    hours: v.optional(v.string(), ''),
    image: v.string(),
    ...ctaFields,
  }),
  sommelier: v.object({
    eyebrow: v.optional(v.string(), ''),
    title: v.string(),
    text: v.string(),
    cta_text: v.string(),
    cta_link: v.string(),
  }),
})
export type HomeContent = v.InferOutput<typeof homeContentSchema>
