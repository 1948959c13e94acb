import type { ProductCard, ProductDetail } from '~/contract/catalog'

// What a list page keeps of each product: the fields its card shows, links with and adds to the cart with (its
// product_type is its letter's, ~/lib/product-type.ts cardProductType: 34 bytes a card less). The API
// answers with the whole card (other clients read the rest); the list's server function passes on only these, so
// the page's dehydrated state carries no field that nothing on the page reads (docs/decisions/035-what-a-tap-paints-first.md).
export const LIST_CARD_FIELDS = [
  'id',
  'sku',
  'slug',
  'letter',
  'name',
  'name_card',
  'description_card',
  'brand',
  'year',
  'price',
  'reference_price',
  'stock',
  'label',
  'label_text',
  'frontend_image',
  'formats',
] as const satisfies readonly (keyof ProductCard)[]

export type ListCard = Pick<ProductCard, (typeof LIST_CARD_FIELDS)[number]>

export function toListCard(product: ProductCard): ListCard {
  const out = {} as Record<string, unknown>
  for (const key of LIST_CARD_FIELDS) out[key] = product[key]
  return out as ListCard
}

/** A product page's data: the API's product with its cards (a box's contents, related products) as a list's cards. */
export type ProductPageDetail = Omit<ProductDetail, 'contents' | 'related'> & {
  contents: ListCard[]
  related: ListCard[]
}
