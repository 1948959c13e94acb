import type { SVGProps } from 'react'
import { ICON_FALLBACK, ICON_NAMES } from './icon-names'
import spriteUrl from './icon-sprite.svg?url&no-inline'

// Stroke icons (24×24, currentColor) from one sprite file: a page carries a short <use> per icon instead of a copy of
// its drawing, and the browser caches the sprite (a hashed asset) across pages. Drawings live in icon-paths.ts.
// Layout data names icons by string (docs/product.md, What the shop stores navbar/pre_footer/footer icons); unknown
// names fall back to a dot.

export type IconName = string

/** The sprite symbol drawn for a name: the name itself, or the dot when the shop has no drawing for it. */
export function iconSymbol(name: IconName): string {
  return ICON_NAMES.has(name) ? name : ICON_FALLBACK
}

/** Stroke, fill and line caps come from the `.icon` rule (src/styles/icons.css); the symbol carries the viewBox. */
export function Icon({
  name,
  size = 22,
  className,
  ...props
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...props} className={className ? `icon ${className}` : 'icon'}>
      <use href={`${spriteUrl}#${iconSymbol(name)}`} />
    </svg>
  )
}
