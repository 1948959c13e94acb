import { queryOptions } from '@tanstack/react-query'
import { getSharedWishlist, getWishlist } from './wishlist.functions'

export const wishlistKeys = {
  all: ['wishlist'] as const,
  mine: () => [...wishlistKeys.all, 'mine'] as const,
  shared: (token: string) => [...wishlistKeys.all, 'shared', token] as const,
}

export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: wishlistKeys.mine(), queryFn: () => getWishlist(), staleTime: 60_000 })

export const sharedWishlistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: wishlistKeys.shared(token),
    queryFn: () => getSharedWishlist({ data: { token } }),
    staleTime: 60_000,
  })
