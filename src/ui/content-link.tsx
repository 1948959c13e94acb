import { Link, useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'

/** True for links that leave the shop (docs/product.md, Pages: external links open in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href)
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * A link to a URL held as a string (the layout's menus and footer, CMS pages, breadcrumbs): a page of the shop is the
 * router's `<Link>` (client-side navigation, loaded on intent), its query read by the router's own parser as a typed
 * URL's would be; an address elsewhere is a plain link opening a new tab; `mailto:`/`tel:` stay plain.
 * Where the target is a known route, use `<Link to>` with its params instead.
 */
export function ContentLink({ href, children, ...rest }: Props) {
  const router = useRouter()
  if (isExternalHref(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  if (!href.startsWith('/'))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  const url = new URL(href, 'http://shop.invalid')
  return (
    <Link
      to={url.pathname}
      search={url.search ? router.options.parseSearch(url.search) : undefined}
      hash={url.hash ? url.hash.slice(1) : undefined}
      {...rest}
    >
      {children}
    </Link>
  )
}
