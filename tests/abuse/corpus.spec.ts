import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { apiRoutes } from './api-routes'
import { LEAKS, ipHeaders, pool } from './helpers'

// A malformed-input corpus generated over every API route (read from the Hono app itself) and every page route
// (read from the router's generated tree): bad JSON, wrong types, huge and negative numbers, unicode, NUL, %00,
// traversal, oversized bodies and params, broken multipart. No answer may be a 5xx, carry a stack trace or a
// validator's internals.

const BAD_PARAMS = [
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '-1',
  '99999999999999999999999',
  '%27%20OR%201%3D1--',
  encodeURIComponent('ñandú😀'),
  'a'.repeat(400),
  '%E0%A4%A',
]
const BAD_QUERIES = [
  '?page=-1&per_page=999999999',
  '?q=%00&search=%27&cart_id=%00',
  `?q=${'x'.repeat(3000)}`,
  '?precio_min=abc&precio_max=-5&tipo=%3Cscript%3E',
  '?cart_id=00000000-0000-4000-8000-000000000000&commune_id=1e309',
  '?token_ws=%00&TBK_TOKEN=..%2f',
]
const JSON_BODIES: [string, string][] = [
  ['broken json', '{"email": '],
  ['array root', '[]'],
  ['wrong types', JSON.stringify({ email: [1], password: {}, qty: 'x', product: 'y', sku: 42, commune_id: 'z' })],
  ['huge numbers', JSON.stringify({ qty: 1e308, people: -99999999, amount: Number.MAX_SAFE_INTEGER, id: -1 })],
  [
    'nul and unicode',
    JSON.stringify({ email: 'a\u0000@b.cl', first_name: '\u202e😀\u0000', message: 'ñ'.repeat(5000) }),
  ],
  ['nested', JSON.stringify({ a: { b: { c: { d: { e: [[[[[]]]]] } } } } })],
  ['oversized', JSON.stringify({ padding: 'x'.repeat(70 * 1024) })],
]

function pageRoutes(): string[] {
  const tree = readFileSync(resolve(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8')
  return [...new Set([...tree.matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1]!))]
}

function fill(path: string, value: string): string {
  return path
    .replace(/\{-\$[^}]+\}/g, value)
    .replace(/\$[\w]+/g, value)
    .replace(/:[\w]+/g, value)
}

// Read once, outside the test's time budget (loading the app through Vite takes a few seconds).
let routes: { method: string; path: string }[] = []
test.beforeAll(async () => {
  routes = await apiRoutes()
})

test('malformed input never gets a 5xx, a stack trace or validator internals', async ({ request }) => {
  test.setTimeout(240_000)
  const cases: { label: string; run: () => ReturnType<typeof request.fetch> }[] = []
  const headers = () => ipHeaders()

  expect(routes.length).toBeGreaterThan(50)
  for (const route of routes) {
    const paths = route.path.includes(':') ? BAD_PARAMS.map((p) => fill(route.path, p)) : [route.path]
    for (const path of paths)
      for (const query of BAD_QUERIES)
        cases.push({
          label: `${route.method} ${path}${query}`.slice(0, 160),
          run: () => request.fetch(path + query, { method: route.method, headers: headers(), maxRedirects: 0 }),
        })
    if (route.method !== 'GET') {
      for (const [name, body] of JSON_BODIES)
        cases.push({
          label: `${route.method} ${route.path} ${name}`,
          run: () =>
            request.fetch(fill(route.path, 'abc'), {
              method: route.method,
              headers: { ...headers(), 'content-type': 'application/json' },
              data: body,
              maxRedirects: 0,
            }),
        })
      cases.push({
        label: `${route.method} ${route.path} broken multipart`,
        run: () =>
          request.fetch(fill(route.path, 'abc'), {
            method: route.method,
            headers: { ...headers(), 'content-type': 'multipart/form-data; boundary=x' },
            data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken',
            maxRedirects: 0,
          }),
      })
      cases.push({
        label: `${route.method} ${route.path} urlencoded junk`,
        run: () =>
          request.fetch(fill(route.path, 'abc'), {
            method: route.method,
            headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
            data: '%%%&&==&a[b]=%00',
            maxRedirects: 0,
          }),
      })
    }
    // A body sent to a read-only address: answered (404) without being read.
    if (route.method === 'GET')
      cases.push({
        label: `POST to GET ${route.path} with a body`,
        run: () =>
          request.fetch(fill(route.path, 'abc'), {
            method: 'POST',
            headers: { ...headers(), 'content-type': 'application/json' },
            data: JSON.stringify({ padding: 'y'.repeat(20_000) }),
            maxRedirects: 0,
          }),
      })
  }

  for (const page of pageRoutes()) {
    const paths = /[$:]/.test(page) ? BAD_PARAMS.map((p) => fill(page, p)) : [page]
    for (const path of paths)
      for (const query of ['', '?pagina=-1&orden=%00&q=%27', `?redirect=${'a'.repeat(3000)}`, '?evento=%00&orden=%27'])
        cases.push({
          label: `page ${path}${query}`.slice(0, 160),
          run: () => request.get(path + query, { headers: headers(), maxRedirects: 0 }),
        })
  }

  expect(cases.length).toBeGreaterThanOrEqual(1000)
  const failures: string[] = []
  const statuses = new Map<number, number>()
  await pool(
    cases.map((c) => async () => {
      const res = await c.run()
      const status = res.status()
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      const body = await res.text()
      if (status >= 500) failures.push(`${status} ${c.label}`)
      else if (LEAKS.test(body)) failures.push(`leak ${c.label}: ${body.match(LEAKS)?.[0]}`)
    }),
    6,
  )
  console.log(
    `[abuse] corpus: ${cases.length} requests over ${routes.length} API routes and ${pageRoutes().length} page routes; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  )
  expect(failures).toEqual([])
})
