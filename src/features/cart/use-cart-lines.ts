import { onlineManager, useIsMutating, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { Cart } from '~/contract/cart'
import { useErrorModal } from '~/ui/error-modal'
import { setGiftBox, swapCartLine, type CartUpdateOutcome } from './cart.functions'
import { cartKeys } from './cart.queries'
import { CART_UPDATE_KEY } from './offline-queue'
import { useMounted } from './use-cart'

// The cart's own views (drawer, cart page, a line) use these; every page's header and buy buttons do not. Kept apart
// from use-cart.ts, which the entry holds, so they travel in the views' own chunks
// (docs/decisions/036-where-the-time-goes.md).

export function useGiftBox() {
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  return useMutation({
    mutationFn: (data: { check: boolean; text?: string }) => setGiftBox({ data }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
    onError: (err) => showError(err),
  })
}

/** True while any cart update is in flight (the recommendations slider hides, docs/product.md, Pages). */
export function useCartBusy(): boolean {
  // A change paused for the connection is not "in flight": the shopper may go on changing the cart offline.
  const sending = useMutationState({
    filters: { mutationKey: CART_UPDATE_KEY, status: 'pending' },
    select: (m) => !m.state.isPaused,
  }).some(Boolean)
  const swapping = useIsMutating({ mutationKey: [...cartKeys.all, 'swap'] }) > 0
  return sending || swapping
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

/** Cart changes waiting for the connection (made offline): the cart says they will be saved when it is back. */
export function useQueuedCartChanges(): number {
  const mounted = useMounted()
  // Online, a change queued behind the one being sent is paused too: that is not "waiting for the connection".
  const online = useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  )
  const paused = useMutationState({
    filters: { mutationKey: CART_UPDATE_KEY, status: 'pending' },
    select: (m) => m.state.isPaused,
  }).filter(Boolean).length
  return mounted && !online ? paused : 0
}
