import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { AddToCartHandler } from '~/ui/add-to-cart'
import { useErrorModal } from '~/ui/error-modal'
import { pushToDataLayer } from './cart-analytics'
import type { CartUpdateOutcome } from './cart.functions'
import {
  CART_UPDATE_KEY,
  applyCartResult,
  cartMutationDefaults,
  keptChangesAtStart,
  withPendingChanges,
  type CartLineInput,
} from './offline-queue'
import { cartQueryOptions } from './cart.queries'
import { cartDrawer, isCheckoutPath } from './cart-ui'

/**
 * Whether the page may show what only the browser knows (changes kept on the device). While it hydrates, only when
 * no earlier page left changes: then the server's HTML already shows the cart as it is, and no render follows
 * hydration to learn that (it re-rendered the whole shell, on every page). With kept changes, the page hydrates as
 * the server rendered it and shows them right after.
 */
const noSubscription = () => () => {}
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => typeof window !== 'undefined' && !keptChangesAtStart(),
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
