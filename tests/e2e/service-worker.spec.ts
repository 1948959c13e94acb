import { expect, test } from '@playwright/test'

// The service worker precaches the scripts pages load on demand, so the cart drawer, the search dialog and the
// shop's dialogs open offline too (scripts/service-worker-plugin.ts, scripts/client-chunks-plugin.ts). Each listed
// file exists on the server.
test('the built service worker precaches the on-demand chunks', async ({ request }) => {
  const res = await request.get('/sw.js')
  expect(res.status()).toBe(200)
  const sw = await res.text()
  const listed = [...new Set([...sw.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))]
  // With the catalogues: the shell's, the groups of pages' and the on-demand parts' (their messages, offline too).
  for (const chunk of [
    'cart-drawer',
    'search-popup',
    'radix-modal',
    'filter-drawer',
    'messages',
    'lists',
    'product',
    'pages',
    'on-demand',
  ]) {
    expect(
      listed.some((url) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(url)),
      `${chunk} is precached (listed: ${listed.join(', ')})`,
    ).toBe(true)
  }
  for (const url of listed) expect((await request.get(url)).status(), url).toBe(200)
})
