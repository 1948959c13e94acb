import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '~/features/wishlist/components/wishlist-page'

// /favoritos: the shopper's saved products (guest list by cookie, or the account's).
export const Route = createFileRoute('/favoritos/')({
  loader: ({ context }) => ({
    title: context.i18n._(msg`Favoritos`),
    crumbs: [
      { name: context.i18n._(msg`Inicio`), href: '/' },
      { name: context.i18n._(msg`Favoritos`), href: '/favoritos' },
    ],
  }),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? ''} · Vinoteca Andes` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function FavoritesRoute() {
    return <WishlistPage crumbs={Route.useLoaderData().crumbs} />
  },
})
