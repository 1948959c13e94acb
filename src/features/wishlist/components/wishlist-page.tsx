import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Wishlist } from '~/contract/wishlist'
import { useAddToCart } from '~/ui/add-to-cart'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { useErrorModal } from '~/ui/error-modal'
import { Icon } from '~/ui/icons'
import { removeFromWishlist, shareWishlist } from '../wishlist.functions'
import { wishlistKeys, wishlistQueryOptions } from '../wishlist.queries'
import { WishlistItems, sellable } from './wishlist-items'

/** /favoritos: the saved products, "add all to cart", and a read-only link to share the list. */
export function WishlistPage({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const addToCart = useAddToCart()
  const { data: list, isPending } = useQuery(wishlistQueryOptions())
  const [shareUrl, setShareUrl] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const [adding, setAdding] = useState(false)

  const remove = useMutation({
    mutationFn: (slug: string) => removeFromWishlist({ data: { slug } }),
    onSuccess: (next: Wishlist) => queryClient.setQueryData(wishlistKeys.mine(), next),
    onError: (err) => showError(err),
  })
  const share = useMutation({
    mutationFn: () => shareWishlist(),
    onSuccess: ({ share_token }) => setShareUrl(`${window.location.origin}/favoritos/compartida/${share_token}`),
    onError: (err) => showError(err),
  })

  const items = list?.items ?? []
  const available = items.filter((item) => (sellable(item)?.stock ?? 0) > 0)
  const addAll = async () => {
    if (!addToCart) return
    setAdding(true)
    try {
      // One after the other: each answer is the cart the next one builds on.
      for (const item of available) {
        const unit = sellable(item)!
        await addToCart(unit.sku, 1, {
          sku: unit.sku,
          qty: 1,
          name: item.name,
          slug: item.slug,
          product_type: item.product_type,
          price: unit.price,
          reference_price: item.reference_price,
          brand: item.brand,
          year: item.year,
          frontend_image: item.frontend_image,
          format: unit.format,
          stock: unit.stock,
        })
      }
    } catch (err) {
      showError(err)
    } finally {
      setAdding(false)
    }
  }
  const copy = async () => {
    if (!shareUrl) return
    try {
      await navigator.clipboard.writeText(shareUrl)
      setCopied(true)
    } catch {
      showError(new Error(t`No se pudo copiar la URL`))
    }
  }

  return (
    <main id="contenido" className="wishlist container">
      <Breadcrumbs items={crumbs} />
      <header className="wishlist__header">
        <h1>{t`Favoritos`}</h1>
        {items.length > 0 && (
          <div className="wishlist__toolbar">
            <button
              type="button"
              className="button button--primary"
              disabled={adding || available.length === 0}
              onClick={() => void addAll()}
            >
              {t`Agregar todo al carro (${available.length})`}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => share.mutate()}
              disabled={share.isPending}
            >
              <Icon name="share" size={18} aria-hidden="true" /> {t`Compartir lista`}
            </button>
          </div>
        )}
      </header>
      {shareUrl && (
        <div className="wishlist__share" role="status">
          <label htmlFor="wishlist-share-url">{t`Cualquiera con este enlace puede ver tu lista (no modificarla):`}</label>
          <div className="wishlist__share-row">
            <input
              id="wishlist-share-url"
              className="form-field__input"
              readOnly
              value={shareUrl}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {copied ? t`Copiado` : t`Copiar`}
            </button>
          </div>
        </div>
      )}
      {isPending ? (
        <p className="wishlist__loading">{t`Cargando tus favoritos…`}</p>
      ) : items.length === 0 ? (
        <div className="wishlist__empty">
          <Icon name="heart" size={40} aria-hidden="true" />
          <p>{t`Aún no guardas productos. Toca el corazón de un vino para encontrarlo aquí después.`}</p>
          <Link to="/vinos" className="button button--primary">
            {t`Ver vinos`}
          </Link>
        </div>
      ) : (
        <WishlistItems
          items={items}
          actions={(item) => (
            <button
              type="button"
              className="icon-button"
              aria-label={t`Quitar ${item.name} de favoritos`}
              onClick={() => remove.mutate(item.slug)}
              disabled={remove.isPending}
            >
              <Icon name="close" />
            </button>
          )}
        />
      )}
    </main>
  )
}
