import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '~/features/wishlist/components/wishlist-page'
import { wishlistQueryOptions } from '~/features/wishlist/wishlist.queries'

// /favoritos: the shopper's saved products (guest list by cookie, or the account's). The list is read before the
// page renders, on the server too: rendered as "loading" on the server, the page would hydrate against a list the
// root's hearts may already have fetched (the page's part hydrates later than the root), and React would throw the
// server's HTML away (error #418).
export const Route = createFileRoute('/favoritos/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(wishlistQueryOptions())
    return {
      title: context.i18n._(msg`Favoritos`),
      crumbs: [
        { name: context.i18n._(msg`Inicio`), href: '/' },
        { name: context.i18n._(msg`Favoritos`), href: '/favoritos' },
      ],
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? ''} · Vinoteca Andes` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function FavoritesRoute() {
    return <WishlistPage crumbs={Route.useLoaderData().crumbs} />
  },
})
