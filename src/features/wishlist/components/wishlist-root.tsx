import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import type { Wishlist } from '~/contract/wishlist'
import { useErrorModal } from '~/ui/error-modal'
import { WishlistProvider, type WishlistActions } from '~/ui/wishlist-heart'
import { removeFromWishlist, saveToWishlist } from '../wishlist.functions'
import { wishlistKeys, wishlistQueryOptions } from '../wishlist.queries'

/**
 * Provides the hearts of product cards and pages (src/ui/wishlist-heart); mounted by the root route. The list is
 * read in the browser after the page is shown (pages stay cacheable for everyone); a toggle shows at once and
 * is rolled back if the API refuses it.
 */
export function WishlistRoot({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const { data } = useQuery({ ...wishlistQueryOptions(), enabled: typeof window !== 'undefined' })
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())
  // The hearts' context changes only when the saved products do. A new value would reach every part of the page that
  // React has not hydrated yet and make it hydrate them all at once: a guest's list arriving empty must not.
  const savedKey = data?.items.map((i) => i.slug).join('\n') ?? ''
  const saved = useMemo(() => new Set(savedKey ? savedKey.split('\n') : []), [savedKey])

  const { mutate } = useMutation({
    mutationFn: ({ slug, save }: { slug: string; save: boolean }) =>
      save ? saveToWishlist({ data: { slug } }) : removeFromWishlist({ data: { slug } }),
    onMutate: async ({ slug, save }) => {
      setBusy((b) => new Set(b).add(slug))
      await queryClient.cancelQueries({ queryKey: wishlistKeys.mine() })
      const before = queryClient.getQueryData<Wishlist>(wishlistKeys.mine())
      // Optimistic: a saved heart only needs the slug to show as saved.
      queryClient.setQueryData<Wishlist>(wishlistKeys.mine(), (old) => {
        const list = old ?? { id: null, items: [], share_token: null }
        const items = save
          ? [...list.items, { slug } as Wishlist['items'][number]]
          : list.items.filter((i) => i.slug !== slug)
        return { ...list, items }
      })
      return { before }
    },
    onSuccess: (list) => queryClient.setQueryData(wishlistKeys.mine(), list),
    onError: (err, _vars, context) => {
      queryClient.setQueryData(wishlistKeys.mine(), context?.before)
      showError(err)
    },
    onSettled: (_data, _err, { slug }) =>
      setBusy((b) => {
        const next = new Set(b)
        next.delete(slug)
        return next
      }),
  })

  const actions = useMemo<WishlistActions>(
    () => ({
      isSaved: (slug) => saved.has(slug),
      pending: (slug) => busy.has(slug),
      toggle: (slug) => mutate({ slug, save: !saved.has(slug) }),
    }),
    [saved, busy, mutate],
  )
  return <WishlistProvider actions={actions}>{children}</WishlistProvider>
}
