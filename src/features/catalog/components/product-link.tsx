import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { ProductCard } from '~/contract/catalog'
import { PRODUCT_LETTERS } from '~/lib/product-type'
import { AppLink } from '~/ui/app-link'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  product: Pick<ProductCard, 'slug' | 'letter'>
  children?: ReactNode
}

/**
 * docs/product.md, Pages: wines open at /vinos/{wine}; boxes, gourmet and spirits at /productos/{slug}?t={letter}.
 * A plain link with the router's navigation and intent preloading (src/ui/app-link.tsx): a list renders dozens.
 */
export function ProductLink({ product, children, ...rest }: Props) {
  return (
    <AppLink href={productHref(product)} {...rest}>
      {children}
    </AppLink>
  )
}

/** The product's page, as the router writes it (`/vinos/$wine`, `/productos/$product?t=`). */
export function productHref(product: Pick<ProductCard, 'slug' | 'letter'>): string {
  const slug = encodeURIComponent(product.slug)
  if (product.letter === 'w') return `/vinos/${slug}`
  const letter = (PRODUCT_LETTERS as readonly string[]).includes(product.letter) ? product.letter : undefined
  return letter ? `/productos/${slug}?t=${letter}` : `/productos/${slug}`
}
