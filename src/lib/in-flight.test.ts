import { describe, expect, it } from 'vitest'
import { createInFlight } from './in-flight'

describe('in-flight sharing of shipping quotes', () => {
  it('shares one answer between calls made while it runs', async () => {
    const shared = createInFlight<number>()
    let runs = 0
    let finish: (n: number) => void = () => {}
    const run = () => {
      runs += 1
      return new Promise<number>((resolve) => (finish = resolve))
    }
    const a = shared('shipping:cart-1:delivery:13101', run)
    const b = shared('shipping:cart-1:delivery:13101', run)
    finish(3990)
    expect(await Promise.all([a, b])).toEqual([3990, 3990])
    expect(runs).toBe(1)
  })

  it('never answers from an earlier quote once that one has answered (the cart may have changed since)', async () => {
    const shared = createInFlight<number>()
    let price = 3990
    const quote = () => Promise.resolve(price)
    expect(await shared('shipping:cart-1:delivery:13101', quote)).toBe(3990)
    // The cart grows past the free-shipping threshold: the same cart and commune must be quoted afresh.
    price = 0
    expect(await shared('shipping:cart-1:delivery:13101', quote)).toBe(0)
  })

  it('forgets a failed call, so the next one tries again', async () => {
    const shared = createInFlight<number>()
    await expect(shared('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await shared('k', () => Promise.resolve(1))).toBe(1)
  })
})
