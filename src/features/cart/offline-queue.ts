import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query'
import type { Cart } from '~/contract/cart'
import { updateCartLine, type CartUpdateOutcome } from './cart.functions'
import { cartKeys } from './cart.queries'

// Cart changes made without a connection wait and are sent when it comes back (docs/decisions/017-offline-cart.md).
// TanStack Query pauses a mutation while the browser is offline; this module gives the cart's mutation defaults
// (so a paused change can run after a reload, without the component that made it), keeps the paused changes in
// localStorage with Query's own dehydrate/hydrate, and resumes them on start and when the browser is back online.

export const CART_UPDATE_KEY = [...cartKeys.all, 'update'] as const
export const OFFLINE_QUEUE_STORAGE_KEY = 'vinoteca.cart-queue.v1'

export type CartLineInput = { sku: string; qty: number; mode?: 'set' | 'add'; name?: string; price?: number }

/** The server's answer replaces the cached cart (the PUT answer carries 'related'; a refusal keeps what we had). */
export function applyCartResult(queryClient: QueryClient, result: CartUpdateOutcome) {
  queryClient.setQueryData<Cart>(cartKeys.current(), (old) => ({
    ...result.cart,
    related: result.cart.related ?? old?.related,
  }))
}

/** While the change waits, the line shows its new quantity at once (a set on a line already in the cart). */
function optimistic(queryClient: QueryClient, input: CartLineInput) {
  if ((input.mode ?? 'set') !== 'set') return
  queryClient.setQueryData<Cart>(cartKeys.current(), (old) => {
    if (!old || !old.items.some((i) => i.sku === input.sku)) return old
    const items = old.items.map((i) => (i.sku === input.sku ? { ...i, qty: input.qty } : i)).filter((i) => i.qty > 0)
    return { ...old, items }
  })
}

export function cartMutationDefaults(queryClient: QueryClient) {
  return {
    mutationFn: (input: CartLineInput) => updateCartLine({ data: { mode: 'set', ...input } }),
    onMutate: (input: CartLineInput) => optimistic(queryClient, input),
    onSuccess: (result: CartUpdateOutcome) => applyCartResult(queryClient, result),
  }
}

function save(queryClient: QueryClient) {
  try {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (m) => m.state.isPaused && m.options.mutationKey?.[0] === cartKeys.all[0],
    })
    if (state.mutations.length) localStorage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(state))
    else localStorage.removeItem(OFFLINE_QUEUE_STORAGE_KEY)
  } catch {
    /* storage full or blocked: the queue still lives in memory until the page closes */
  }
}

/** In the browser, once per QueryClient: defaults, restore, persist on every change of the mutation cache. */
export function setupCartOfflineQueue(queryClient: QueryClient) {
  queryClient.setMutationDefaults(CART_UPDATE_KEY, cartMutationDefaults(queryClient))
  try {
    const stored = localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY)
    if (stored) hydrate(queryClient, JSON.parse(stored))
  } catch {
    localStorage.removeItem(OFFLINE_QUEUE_STORAGE_KEY)
  }
  queryClient.getMutationCache().subscribe(() => save(queryClient))
  // Restored changes run now if the browser is online; otherwise Query resumes them when it comes back.
  void queryClient.resumePausedMutations()
}
