import { useLingui } from '@lingui/react/macro'
import { createContext, useContext, type ReactNode } from 'react'
import { Icon } from './icons'

// The hook point between product cards and pages (catalog feature) and favourites (wishlist feature): features
// never import each other, so the wishlist feature provides this at the root route.

export interface WishlistActions {
  isSaved: (slug: string) => boolean
  toggle: (slug: string) => void
  pending: (slug: string) => boolean
}

const WishlistContext = createContext<WishlistActions | null>(null)

export function WishlistProvider({ actions, children }: { actions: WishlistActions; children: ReactNode }) {
  return <WishlistContext.Provider value={actions}>{children}</WishlistContext.Provider>
}

/** The heart on every product card and page: a toggle button named by the product. */
export function WishlistHeart({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const { t } = useLingui()
  const actions = useContext(WishlistContext)
  if (!actions) return null
  const saved = actions.isSaved(slug)
  return (
    <button
      type="button"
      className={`wishlist-heart${saved ? ' wishlist-heart--saved' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      aria-label={saved ? t`Quitar ${name} de favoritos` : t`Guardar ${name} en favoritos`}
      disabled={actions.pending(slug)}
      onClick={() => actions.toggle(slug)}
    >
      <Icon name="heart" size={20} />
    </button>
  )
}
