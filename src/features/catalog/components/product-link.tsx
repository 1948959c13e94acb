import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { ProductCard } from '~/contract/catalog'
import { isProductLetter } from '~/lib/product-type'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  product: Pick<ProductCard, 'slug' | 'letter'>
  children?: ReactNode
}

/** docs/product.md, Pages: wines open at /vinos/{wine}; boxes, gourmet and spirits at /productos/{slug}?t={letter}. */
export function ProductLink({ product, children, ...rest }: Props) {
  if (product.letter === 'w') {
    return (
      <Link to="/vinos/$wine" params={{ wine: product.slug }} {...rest}>
        {children}
      </Link>
    )
  }
  const letter = isProductLetter(product.letter) ? product.letter : undefined
  return (
    <Link to="/productos/$product" params={{ product: product.slug }} search={{ t: letter }} {...rest}>
      {children}
    </Link>
  )
}
