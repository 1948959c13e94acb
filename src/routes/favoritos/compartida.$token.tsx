import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { shareTokenParamSchema } from '~/contract/wishlist'
import { SharedWishlistPage } from '~/features/wishlist/components/shared-wishlist-page'
import { sharedWishlistQueryOptions } from '~/features/wishlist/wishlist.queries'

// /favoritos/compartida/{token}: a list shared by its owner, read-only.
export const Route = createFileRoute('/favoritos/compartida/$token')({
  loader: async ({ context, params }) => {
    if (!v.is(shareTokenParamSchema, params)) throw notFound()
    await context.queryClient.ensureQueryData(sharedWishlistQueryOptions(params.token))
    return {
      title: context.i18n._(msg`Una lista de favoritos`),
      crumbs: [
        { name: context.i18n._(msg`Inicio`), href: '/' },
        { name: context.i18n._(msg`Favoritos compartidos`), href: `/favoritos/compartida/${params.token}` },
      ],
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? ''} · Vinoteca Andes` }, { name: 'robots', content: 'noindex' }],
  }),
  component: function SharedFavoritesRoute() {
    const { token } = Route.useParams()
    return <SharedWishlistPage token={token} crumbs={Route.useLoaderData().crumbs} />
  },
})
