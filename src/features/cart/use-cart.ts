import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { Cart } from '~/contract/cart'
import type { AddToCartHandler } from '~/ui/add-to-cart'
import { useErrorModal } from '~/ui/error-modal'
import { pushToDataLayer } from './cart-analytics'
import { setGiftBox, swapCartLine, updateCartLine, type CartUpdateOutcome } from './cart.functions'
import { cartKeys, cartQueryOptions } from './cart.queries'
import { cartDrawer, isCheckoutPath } from './cart-ui'

export function useCart() {
  return useQuery(cartQueryOptions())
}

type LineInput = { sku: string; qty: number; mode?: 'set' | 'add'; name?: string; price?: number }

/** Every cart change: one round trip, the answer replaces the cached cart, analytics pushed, errors in the modal. */
export function useCartUpdate() {
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const [notice, setNotice] = useState<string | null>(null)
  const mutation = useMutation({
    mutationKey: [...cartKeys.all, 'update'],
    mutationFn: (input: LineInput) => updateCartLine({ data: { mode: 'set', ...input } }),
    onSuccess: (result: CartUpdateOutcome) => {
      // The PUT answer carries 'related'; a skipped or failed update keeps the related list we had.
      queryClient.setQueryData<Cart>(cartKeys.current(), (old) => ({
        ...result.cart,
        related: result.cart.related ?? old?.related,
      }))
      pushToDataLayer(result.analytics)
      if (!result.ok) showError({ message: result.message, errors: result.errors }, 'error')
      setNotice(result.ok && result.message ? result.message : null)
    },
    onError: (err) => showError(err, 'error'),
  })
  return { ...mutation, notice }
}

export function useGiftBox() {
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  return useMutation({
    mutationFn: (data: { check: boolean; text?: string }) => setGiftBox({ data }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
    onError: (err) => showError(err),
  })
}

/** The add-to-cart handler the root hands to product cards and pages (src/ui/add-to-cart). */
export function useAddToCartHandler(): AddToCartHandler {
  const update = useCartUpdate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return useCallback<AddToCartHandler>(
    async (sku, qty, item) => {
      const result = await update.mutateAsync({ sku, qty, mode: 'add', name: item.name, price: item.price })
      // docs/product.md, How things behave: the drawer opens on add, except on the cart, shipping, personal info and payment pages.
      if (result.ok && !result.skipped && !isCheckoutPath(pathname)) cartDrawer.open('added')
    },
    [update, pathname],
  )
}

/** True while any cart update is in flight (the recommendations slider hides, docs/product.md, Pages). */
export function useCartBusy(): boolean {
  return useIsMutating({ mutationKey: [...cartKeys.all, 'update'] }) > 0
}

/** Swaps a line that ran out for an alternative, in one action; the answer replaces the cached cart. */
export function useCartSwap() {
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  return useMutation({
    mutationKey: [...cartKeys.all, 'swap'],
    mutationFn: (input: { from: string; to: string; qty: number }) => swapCartLine({ data: input }),
    onSuccess: (result: CartUpdateOutcome) => {
      queryClient.setQueryData<Cart>(cartKeys.current(), (old) => ({ ...result.cart, related: old?.related }))
      if (!result.ok) showError({ message: result.message, errors: result.errors }, 'error')
    },
    onError: (err) => showError(err, 'error'),
  })
}
