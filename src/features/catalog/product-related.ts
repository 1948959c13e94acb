/**
 * Related products a product page shows. The catalogue answers with more (RELATED_SHOWN in the API); the product
 * page's server function keeps only these, so the others do not ride in the page's dehydrated state unseen.
 */
export const PRODUCT_PAGE_RELATED = 4
