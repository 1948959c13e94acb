import {
  onlineManager,
  useIsMutating,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { Cart } from '~/contract/cart'
import type { AddToCartHandler } from '~/ui/add-to-cart'
import { useErrorModal } from '~/ui/error-modal'
import { pushToDataLayer } from './cart-analytics'
import { setGiftBox, swapCartLine, type CartUpdateOutcome } from './cart.functions'
import {
  CART_UPDATE_KEY,
  applyCartResult,
  cartMutationDefaults,
  withPendingChanges,
  type CartLineInput,
} from './offline-queue'
import { cartKeys, cartQueryOptions } from './cart.queries'
import { cartDrawer, isCheckoutPath } from './cart-ui'

/** True once the page has hydrated: what only the browser knows (changes kept on the device) shows after that. */
const noSubscription = () => () => {}
function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * The cart as the shopper left it: the server's copy (or the page's saved copy, offline) with the changes that
 * still wait applied, so a page reloaded offline shows the quantities the shopper set, not the saved ones.
 */
export function useCart() {
  const query = useQuery(cartQueryOptions())
  const mounted = useMounted()
  const pending = useMutationState({
    filters: { mutationKey: CART_UPDATE_KEY, status: 'pending' },
    select: (m) => m.state.variables as CartLineInput,
  })
  const data = useMemo(
    () => (mounted ? withPendingChanges(query.data, pending) : query.data),
    [mounted, query.data, pending],
  )
  return { ...query, data }
}

/**
 * Every cart change: one round trip, the answer replaces the cached cart, analytics pushed, errors in the modal.
 * Offline, the change waits (paused, kept in localStorage) and the line shows its new quantity meanwhile.
 */
export function useCartUpdate() {
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const [notice, setNotice] = useState<string | null>(null)
  const mutation = useMutation({
    mutationKey: CART_UPDATE_KEY,
    ...cartMutationDefaults(queryClient),
    onSuccess: (result: CartUpdateOutcome) => {
      applyCartResult(queryClient, result)
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

/**
 * The add-to-cart handler the root hands to product cards and pages (src/ui/add-to-cart). One function for the
 * page's life: it is the context's value, so a new one on every change of the cart's mutation would re-render every
 * card and buy button of the page while the shopper's add is on its way.
 */
export function useAddToCartHandler(): AddToCartHandler {
  const { mutateAsync } = useCartUpdate()
  const router = useRouter()
  return useCallback<AddToCartHandler>(
    async (sku, qty, item) => {
      const result = await mutateAsync({ sku, qty, mode: 'add', name: item.name, price: item.price })
      // docs/product.md, How things behave: the drawer opens on add, except on the cart, shipping, personal info and payment pages.
      if (result.ok && !result.skipped && !isCheckoutPath(router.latestLocation.pathname)) cartDrawer.open('added')
    },
    [mutateAsync, router],
  )
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
