import * as v from 'valibot'

// docs/product.md, Pages / What the shop stores "Layout data": the shapes GET /pages/layout returns. Both halves import these.

export const linkSchema = v.object({ text: v.string(), link: v.string() })

export const MENU_COMPONENT_LAYOUTS = [
  'title_icon_and_links',
  'title_icon_and_link',
  'bundled_links',
  'image_with_title_text_and_link',
  'title_icon_and_text',
  'grouped_links',
] as const

/** A mega-menu option: its value becomes the filter value of the heading's filter (docs/product.md, Pages). */
export const menuOptionSchema = v.object({ text: v.string(), value: v.string() })

export const menuComponentSchema = v.object({
  layout: v.picklist(MENU_COMPONENT_LAYOUTS),
  title: v.optional(v.string(), ''),
  icon: v.optional(v.string(), ''),
  text: v.optional(v.string(), ''),
  image: v.optional(v.string(), ''),
  link: v.optional(v.string(), ''),
  /** title_icon_and_links / grouped_links: options under a category heading. */
  heading: v.optional(v.string(), ''),
  options: v.optional(v.array(menuOptionSchema), []),
  /** bundled_links: plain links, external ones open in a new tab. */
  links: v.optional(v.array(linkSchema), []),
  /** grouped_links: several headings with their options. */
  groups: v.optional(v.array(v.object({ heading: v.string(), options: v.array(menuOptionSchema) })), []),
})

export const navItemSchema = v.object({
  title: v.string(),
  link: v.string(),
  icon: v.optional(v.string(), ''),
  options: v.optional(v.array(menuOptionSchema), []),
  components: v.optional(v.array(menuComponentSchema), []),
})

export const layoutSchema = v.object({
  navbar: v.object({ components: v.array(navItemSchema) }),
  pre_footer: v.object({
    address_icon: v.string(),
    address_title: v.string(),
    address_text: v.string(),
    address_link: v.string(),
    email_icon: v.string(),
    email_title: v.string(),
    email_text: v.string(),
    phone_icon: v.string(),
    phones: v.array(v.object({ title: v.string(), text: v.string() })),
  }),
  footer: v.object({
    social_networks: v.array(v.object({ name: v.string(), link: v.string(), icon: v.string() })),
    newsletter_title: v.string(),
    newsletter_text: v.string(),
    title_for_pages: v.string(),
    links_to_pages: v.array(linkSchema),
    policy_title: v.string(),
    policy_links: v.array(linkSchema),
    secure_purchase_text: v.optional(v.string(), ''),
  }),
  floating_buttons: v.array(v.object({ link: v.string(), icon: v.string(), text: v.string() })),
  general_search: v.object({ title: v.string(), words: v.array(v.object({ text: v.string() })) }),
  age_modal: v.nullable(v.object({ image: v.string(), header_text: v.string(), title: v.string(), text: v.string() })),
})

export type Layout = v.InferOutput<typeof layoutSchema>
export type NavItem = v.InferOutput<typeof navItemSchema>
export type MenuComponent = v.InferOutput<typeof menuComponentSchema>
export type MenuOption = v.InferOutput<typeof menuOptionSchema>
