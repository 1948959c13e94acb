// docs/product.md, What the shop stores: product_type values are full class names; cards and links use one letter (b, g, a, w; blog, event; other o).
export const PRODUCT_TYPE = {
  wine: 'App\\Models\\Wine',
  box: 'App\\Models\\Box',
  gourmet: 'App\\Models\\GourmetProduct',
  alcohol: 'App\\Models\\Alcohol',
  blog: 'App\\Models\\Blog',
  event: 'App\\Models\\Event',
} as const

export type CatalogueProductType = (typeof PRODUCT_TYPE)['wine' | 'box' | 'gourmet' | 'alcohol']

/** docs/product.md, Pages /productos/{slug}?t=: w wine, b box, g gourmet, a alcohol. */
export const PRODUCT_LETTERS = ['w', 'b', 'g', 'a'] as const
export type ProductLetter = (typeof PRODUCT_LETTERS)[number]

/** Whether a card's letter is one of the catalogue's four families (blog posts and events have others). */
export function isProductLetter(letter: string): letter is ProductLetter {
  return (PRODUCT_LETTERS as readonly string[]).includes(letter)
}

const LETTER_BY_TYPE: Record<string, string> = {
  [PRODUCT_TYPE.box]: 'b',
  [PRODUCT_TYPE.gourmet]: 'g',
  [PRODUCT_TYPE.alcohol]: 'a',
  [PRODUCT_TYPE.wine]: 'w',
  [PRODUCT_TYPE.blog]: 'blog',
  [PRODUCT_TYPE.event]: 'event',
}

/** docs/product.md, What the shop stores: card letter of a product_type ('o' for anything else). A missing type is a wine (Wine is default). */
export function productLetter(type: string | null | undefined): string {
  if (!type) return 'w'
  return LETTER_BY_TYPE[type] ?? 'o'
}

export function typeFromLetter(letter: ProductLetter): CatalogueProductType {
  return { w: PRODUCT_TYPE.wine, b: PRODUCT_TYPE.box, g: PRODUCT_TYPE.gourmet, a: PRODUCT_TYPE.alcohol }[letter]
}

/** The product_type of a card, which carries its letter only (a letter that is not a family's reads as a wine). */
export function cardProductType(letter: string): CatalogueProductType {
  return isProductLetter(letter) ? typeFromLetter(letter) : PRODUCT_TYPE.wine
}

/** docs/product.md, What the shop stores suggestion subtitles (Spanish source; the storefront translates them). */
export function productSubtitle(type: string | null | undefined): string {
  switch (type) {
    case PRODUCT_TYPE.box:
      return 'Caja de Vinos'
    case PRODUCT_TYPE.gourmet:
      return 'Producto Gourmet'
    case PRODUCT_TYPE.alcohol:
      return 'Alcohol'
    case PRODUCT_TYPE.wine:
      return 'Vino'
    case PRODUCT_TYPE.blog:
      return 'Artículo del Blog'
    case PRODUCT_TYPE.event:
      return 'Evento'
    default:
      return 'Producto'
  }
}

/** docs/product.md, Pages: where a suggestion or card leads — /productos/{slug}?t=, /blog/{slug}, /eventos/{slug}. */
export function productHref(type: string | null | undefined, slug: string): string {
  const letter = productLetter(type)
  if (letter === 'blog') return `/blog/${slug}`
  if (letter === 'event') return `/eventos/${slug}`
  return `/productos/${slug}?t=${letter === 'o' ? 'w' : letter}`
}
