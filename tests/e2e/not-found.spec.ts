import { expect, test } from '@playwright/test'

// Addresses that cannot exist answer the shop's 404 page, with status 404 and nothing of the validators inside.
const NOT_FOUND = [
  '/compras/completa/abc',
  '/compras/completa/%27',
  '/orden/..%2f',
  '/gracias/%00',
  '/productos/%00',
  '/eventos/%00',
  '/vinos/-1',
  '/categorias/%27',
  '/blog/%27',
  '/cuenta/compras/fallida/%27',
]
const LEAKS = /"expected"|"received"|ValiError|Invalid (format|type|key|length)|node_modules|at [\w.]+ \(/

for (const path of NOT_FOUND) {
  test(`${path} is the shop's 404`, async ({ request }) => {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.status()).toBe(404)
    const html = await res.text()
    expect(html).not.toMatch(LEAKS)
    expect(html).toContain('<html')
  })
}

test('the transfer page without a usable order shows its own state, not an error', async ({ request }) => {
  for (const path of ['/datos-de-transferencia', '/datos-de-transferencia?orden=%27']) {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    expect(await res.text()).not.toMatch(LEAKS)
  }
})
