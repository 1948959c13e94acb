import { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import {
  PAGE_MEMO_TTL_MS,
  captureBody,
  forgetKeptPages,
  keepPage,
  keptPage,
  renderInputs,
  watchQueries,
} from './page-memo'

function routerWith(loaderData: unknown, href = '/vinos/uno', status = 'success') {
  return {
    state: {
      location: { href },
      matches: [
        { id: '__root__/', status: 'success' },
        { id: '/vinos/$wine/vinos/uno', status, loaderData },
      ],
    },
  } as unknown as AnyRouter
}

function clientWith(data: unknown) {
  const client = new QueryClient()
  client.setQueryData(['catalog', 'product', 'uno'], data)
  return client
}

const DAY = '2026-11-26'

describe('renderInputs', () => {
  it('is the same for the same address, day and data, and differs when any of them does', () => {
    const inputs = renderInputs(routerWith({ price: 11990 }), clientWith({ stock: 3 }), DAY)
    expect(inputs).toBeDefined()
    expect(renderInputs(routerWith({ price: 11990 }), clientWith({ stock: 3 }), DAY)).toBe(inputs)
    expect(renderInputs(routerWith({ price: 9990 }), clientWith({ stock: 3 }), DAY)).not.toBe(inputs)
    expect(renderInputs(routerWith({ price: 11990 }), clientWith({ stock: 0 }), DAY)).not.toBe(inputs)
    expect(renderInputs(routerWith({ price: 11990 }, '/vinos/dos'), clientWith({ stock: 3 }), DAY)).not.toBe(inputs)
    expect(renderInputs(routerWith({ price: 11990 }), clientWith({ stock: 3 }), '2026-11-27')).not.toBe(inputs)
  })

  it('tells maps and sets apart by their contents', () => {
    const of = (data: unknown) => renderInputs(routerWith(data), clientWith(null), DAY)
    expect(of(new Map([['a', 1]]))).not.toBe(of(new Map([['a', 2]])))
    expect(of(new Set([1]))).not.toBe(of(new Set([2])))
  })

  it('gives up on what cannot be told exactly: class instances, promises, failed matches, queries in flight', () => {
    const client = clientWith(null)
    class Price {
      constructor(readonly amount: number) {}
    }
    expect(renderInputs(routerWith({ price: new Price(11990) }), client, DAY)).toBeUndefined()
    expect(renderInputs(routerWith({ later: Promise.resolve(1) }), client, DAY)).toBeUndefined()
    expect(renderInputs(routerWith({}, '/x', 'notFound'), client, DAY)).toBeUndefined()
    const pending = new QueryClient()
    void pending.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) })
    expect(renderInputs(routerWith({}), pending, DAY)).toBeUndefined()
  })
})

describe('kept pages', () => {
  afterEach(() => forgetKeptPages())

  const html = '<script nonce="AAA=">1</script><meta property="csp-nonce" content="AAA="/>'

  it('serves a kept page with the new response nonce in place of its own', () => {
    keepPage('es /', 'inputs', html, 'AAA=', 0)
    expect(keptPage('es /', 'inputs', 'BBB=', 1)).toBe(
      '<script nonce="BBB=">1</script><meta property="csp-nonce" content="BBB="/>',
    )
  })

  it('does not serve it for other inputs, another address, or once its time is up', () => {
    keepPage('es /', 'inputs', html, 'AAA=', 0)
    expect(keptPage('en /', 'inputs', 'BBB=', 1)).toBeUndefined()
    expect(keptPage('es /', 'other inputs', 'BBB=', 1)).toBeUndefined()
    expect(keptPage('es /', 'inputs', 'BBB=', PAGE_MEMO_TTL_MS)).toBeUndefined()
  })

  it('keeps the versions of one address side by side, each for its own inputs', () => {
    keepPage('es /', 'first visit', html, 'AAA=', 0)
    keepPage('es /', 'age accepted', html.replace('>1<', '>2<'), 'AAA=', 0)
    expect(keptPage('es /', 'first visit', 'BBB=', 1)).toContain('>1<')
    expect(keptPage('es /', 'age accepted', 'BBB=', 1)).toContain('>2<')
  })

  it('keeps no page whose nonce it could not swap', () => {
    keepPage('es /', 'inputs', '<p>no scripts</p>', 'AAA=', 0)
    expect(keptPage('es /', 'inputs', 'BBB=', 1)).toBeUndefined()
  })

  it('keeps no page with a part that streamed in after the first chunks: the next render is whole', () => {
    keepPage('es /', 'inputs', `${html}<!--$?--><template id="B:0"></template><!--/$-->`, 'AAA=', 0)
    expect(keptPage('es /', 'inputs', 'BBB=', 1)).toBeUndefined()
  })

  it('holds at most 64 pages, dropping the least recently served', () => {
    for (let i = 0; i < 64; i++) keepPage(`es /${i}`, 'inputs', html, 'AAA=', 0)
    expect(keptPage('es /0', 'inputs', 'BBB=', 1)).toBeDefined()
    keepPage('es /64', 'inputs', html, 'AAA=', 0)
    expect(keptPage('es /0', 'inputs', 'BBB=', 1)).toBeDefined()
    expect(keptPage('es /1', 'inputs', 'BBB=', 1)).toBeUndefined()
    expect(keptPage('es /64', 'inputs', 'BBB=', 1)).toBeDefined()
  })

  it('keeps no page larger than a quarter of its room', () => {
    keepPage('es /big', 'inputs', `<script nonce="AAA="></script>${'x'.repeat(2_600_000)}`, 'AAA=', 0)
    expect(keptPage('es /big', 'inputs', 'BBB=', 1)).toBeUndefined()
  })
})

describe('watchQueries', () => {
  it('says whether a query got data after it started watching, not when one was only added', () => {
    const client = new QueryClient()
    const added = watchQueries(client)
    client.getQueryCache().build(client, { queryKey: ['browser-only'] })
    expect(added()).toBe(false)
    const fed = watchQueries(client)
    client.setQueryData(['wishlist'], [1])
    expect(fed()).toBe(true)
  })
})

describe('captureBody', () => {
  it('passes the bytes through and hands over the whole text, characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('<p>Cabernet Añejo · 12,5% vol.</p>')
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 14))
        controller.enqueue(bytes.slice(14))
        controller.close()
      },
    })
    let captured = ''
    const passed = await new Response(captureBody(source, (text) => (captured = text))).text()
    expect(passed).toBe('<p>Cabernet Añejo · 12,5% vol.</p>')
    expect(captured).toBe(passed)
  })
})
