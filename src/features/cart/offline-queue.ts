import { dehydrate, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query'
import type { Cart } from '~/contract/cart'
import { updateCartLine, type CartUpdateOutcome } from './cart.functions'
import { cartKeys } from './cart.queries'
import type { CartLineInput } from './pending-changes'

// Cart changes made without a connection wait and are sent when it comes back (docs/decisions/017-offline-cart.md).
// TanStack Query pauses a mutation while the browser is offline; this module gives the cart's mutation defaults
// (so a paused change can run after a reload, without the component that made it), keeps the paused changes in
// localStorage with Query's own dehydrate/hydrate, and resumes them on start and when the browser is back online.

export const CART_UPDATE_KEY = [...cartKeys.all, 'update'] as const
export const OFFLINE_QUEUE_STORAGE_KEY = 'vinoteca.cart-queue.v1'
/**
 * Every cart change runs in one queue: the next starts when the one before has its answer. Without it, the
 * changes kept offline ("+" three times: 2, 3, 4) went out all at once when the connection came back and the
 * server kept whichever arrived last, not the quantity the shopper saw.
 */
export const CART_SCOPE = { id: 'cart-lines' }

export { withPendingChanges, type CartLineInput } from './pending-changes'

/** The server's answer replaces the cached cart (the PUT answer carries 'related'; a refusal keeps what we had). */
export function applyCartResult(queryClient: QueryClient, result: CartUpdateOutcome) {
  queryClient.setQueryData<Cart>(cartKeys.current(), (old) => ({
    ...result.cart,
    related: result.cart.related ?? old?.related,
  }))
}

/** A change that never reached the server (no connection, or one that does not get through): try again. */
function retryUnsent(failures: number, error: unknown) {
  return failures < 3 && error instanceof TypeError
}

export function cartMutationDefaults(queryClient: QueryClient) {
  return {
    scope: CART_SCOPE,
    retry: retryUnsent,
    mutationFn: (input: CartLineInput) => updateCartLine({ data: { mode: 'set', ...input } }),
    onSuccess: (result: CartUpdateOutcome) => applyCartResult(queryClient, result),
  }
}

/**
 * Keeps every cart change that has no answer yet: the paused ones, and the one on its way, since a reload or a
 * closed tab while it travels would otherwise lose it. Each is kept as paused, so the next page resumes it; sending
 * a change twice is harmless, as it sets a line's quantity.
 */
function save(queryClient: QueryClient) {
  try {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (m) => m.state.status === 'pending' && m.options.mutationKey?.[0] === cartKeys.all[0],
    })
    const mutations = state.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } }))
    if (mutations.length) localStorage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify({ ...state, mutations }))
    else localStorage.removeItem(OFFLINE_QUEUE_STORAGE_KEY)
  } catch {
    /* storage full or blocked: the queue still lives in memory until the page closes */
  }
}

/** Whether this page started with cart changes kept by an earlier one (read before hydration, then fixed). */
let changesKeptAtStart = false
export const keptChangesAtStart = () => changesKeptAtStart

/** In the browser, once per QueryClient: defaults, restore, persist on every change of the mutation cache. */
export function setupCartOfflineQueue(queryClient: QueryClient) {
  queryClient.setMutationDefaults(CART_UPDATE_KEY, cartMutationDefaults(queryClient))
  try {
    const stored = localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY)
    if (stored) {
      hydrate(queryClient, JSON.parse(stored))
      changesKeptAtStart = queryClient.getMutationCache().getAll().length > 0
    }
  } catch {
    localStorage.removeItem(OFFLINE_QUEUE_STORAGE_KEY)
  }
  queryClient.getMutationCache().subscribe(() => save(queryClient))
  // Query assumes it is online until the browser says otherwise; a page opened (or reloaded) offline says it now,
  // so the restored changes stay queued instead of failing on a first try.
  if (!navigator.onLine) onlineManager.setOnline(false)
  // Restored changes run now if the browser is online; otherwise Query resumes them when it comes back.
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations()
}
