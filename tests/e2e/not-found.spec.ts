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

test('pages and the API carry the security headers; inline scripts carry the policy nonce', async ({ request }) => {
  const page = await request.get('/')
  const headers = page.headers()
  const csp = headers['content-security-policy']!
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  const nonce = csp.match(/'nonce-([^']+)'/)![1]!
  const html = await page.text()
  const inline = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!)
  expect(inline.length).toBeGreaterThan(0)
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`)

  const api = await request.get('/api/regions')
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
  expect(api.headers()['x-frame-options']).toBe('DENY')
})

test('a page shows no Content-Security-Policy violation in the browser', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(msg.text())) violations.push(msg.text())
  })
  for (const path of ['/', '/vinos', '/carrito', '/informacion-personal', '/contacto/persona']) {
    await page.goto(path)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  }
  expect(violations).toEqual([])
})

test('visits without a cart create none: no cart cookie until something is added', async ({ request }) => {
  for (const path of ['/', '/vinos', '/carrito', '/blog']) {
    const res = await request.get(path, { headers: { cookie: '' } })
    expect(res.status()).toBe(200)
    const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
    expect(cookies.map((c) => c.value).join('\n')).not.toMatch(/cartId=/)
  }
})
