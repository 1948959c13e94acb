import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_UPDATE_KEY, OFFLINE_QUEUE_STORAGE_KEY, setupCartOfflineQueue } from './offline-queue'

// The server function is not what is tested here: each change below brings its own.
vi.mock('./cart.functions', () => ({ updateCartLine: vi.fn() }))

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('the offline cart queue', () => {
  it('keeps a change while it travels, as paused, and forgets it once answered', async () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    vi.stubGlobal('navigator', { onLine: true })
    const queryClient = new QueryClient()
    setupCartOfflineQueue(queryClient)

    let answer: (value: unknown) => void = () => undefined
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationKey: CART_UPDATE_KEY,
      mutationFn: () => new Promise((resolve) => (answer = resolve)),
    })
    const done = mutation.execute({ sku: 'W-1', quantity: 2 })

    // On its way: a reload now would find it and send it again.
    await vi.waitFor(() => expect(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)).not.toBeNull())
    const kept = JSON.parse(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)!)
    expect(kept.mutations).toHaveLength(1)
    expect(kept.mutations[0].state).toMatchObject({ status: 'pending', isPaused: true, variables: { quantity: 2 } })

    answer({ cart: { lines: [] } })
    await done
    expect(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)).toBeNull()
  })
})
