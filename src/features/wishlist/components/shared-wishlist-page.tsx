import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { sharedWishlistQueryOptions } from '../wishlist.queries'
import { WishlistItems } from './wishlist-items'

/** /favoritos/compartida/{token}: someone's favourites, read-only. */
export function SharedWishlistPage({ token, crumbs }: { token: string; crumbs: Crumb[] }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(sharedWishlistQueryOptions(token))
  return (
    <main id="contenido" className="wishlist container">
      <Breadcrumbs items={crumbs} />
      <header className="wishlist__header">
        <h1>{t`Una lista de favoritos`}</h1>
        <p className="wishlist__intro">{t`Alguien compartió contigo estos productos de Vinoteca Andes.`}</p>
      </header>
      {data.items.length === 0 ? <p>{t`Esta lista está vacía por ahora.`}</p> : <WishlistItems items={data.items} />}
    </main>
  )
}
