import { expect, test } from '@playwright/test'

// Platform guarantees of the foundation issue that no single screen owns.

test('the API answers in the data envelope and one error shape, in the request locale', async ({ request }) => {
  const ok = await request.get('/api/regions')
  expect(ok.status()).toBe(200)
  expect(((await ok.json()) as { data: unknown[] }).data).toHaveLength(16)

  const bad = await request.get('/api/regions/abc/communes', { headers: { 'accept-language': 'en' } })
  expect(bad.status()).toBe(422)
  expect(await bad.json()).toEqual({
    message: 'Please check that the information entered is correct',
    errors: { region: ['This field must contain numbers only'] },
  })
})

test('server functions refuse cross-site calls (CSRF)', async ({ request }) => {
  const res = await request.post('/_serverFn/any', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    data: {},
  })
  expect(res.status()).toBe(403)
})

test('the home page is rendered on the server in Spanish', async ({ request }) => {
  const res = await request.get('/')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain('<html lang="es"')
  const en = await request.get('/', { headers: { cookie: 'locale=en' } })
  expect(await en.text()).toContain('<html lang="en"')
})
