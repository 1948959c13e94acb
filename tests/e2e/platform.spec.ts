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

// docs/product.md, Errors: every failing response is reported with the user's id and e-mail when logged in.
// The e2e build points SENTRY_DSN at the local ingest twin (tests/e2e/twins.mjs, wrangler env "e2e").
test('a failing API call reaches the error-reporting ingest with the logged-in user', async ({
  page,
  context,
  request,
}) => {
  const twin = 'http://127.0.0.1:4319/_received'
  const email = `reporte-${Date.now()}@vinotecaandes.cl`
  const password = 'Carmenere-de-Colchagua-2019'
  const registered = await request.post('/api/register', {
    data: {
      first_name: 'Rosa',
      last_name: 'Reporte',
      email,
      rut: '11.111.111-1',
      phone: '+56 9 8765 4321',
      password,
      password_confirmation: password,
    },
  })
  expect(registered.ok()).toBe(true)
  const login = await request.post('/api/login', { data: { email, password } })
  const { access_token } = ((await login.json()) as { data: { access_token: string } }).data
  const me = (await (
    await request.get('/api/profile/user', { headers: { authorization: `Bearer ${access_token}` } })
  ).json()) as {
    id: number | string
  }
  await context.addCookies([
    { name: 'shop_at', value: access_token, url: 'http://localhost:4310' },
    { name: 'isAcceptedAged', value: 'ok', url: 'http://localhost:4310' },
  ])
  await request.delete(twin)

  const res = await page.goto('/productos/vino-que-no-existe-xyz?t=w')
  expect(res?.status()).toBe(404)

  await expect
    .poll(
      async () => {
        const envelopes = (await (await request.get(`${twin}?kind=sentry`)).json()) as {
          items: { user?: { id?: string; email?: string }; tags?: Record<string, string> }[]
        }[]
        return envelopes
          .flatMap((e) => e.items)
          .find((item) => item.tags?.['api.path']?.includes('vino-que-no-existe-xyz'))
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ user: { id: String(me.id), email }, tags: { 'api.status': '404' } })
})

test('hreflang alternates (?lang=en) render in that language and keep the choice', async ({ request }) => {
  const res = await request.get('/?lang=en')
  expect(await res.text()).toContain('<html lang="en"')
  expect(res.headers()['set-cookie']).toContain('locale=en; Path=/; Max-Age=604800')
  const back = await request.get('/?lang=es', { headers: { cookie: 'locale=en' } })
  expect(await back.text()).toContain('<html lang="es"')
})

// docs/operations.md: every response names its request (the same id is on the log line and on Sentry events).
test('pages and API answers carry a request id, and the health check names the build', async ({ request }) => {
  const page = await request.get('/')
  expect(page.headers()['x-request-id']).toMatch(/^[\w-]{8,64}$/)
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(health.headers()['x-request-id']).toMatch(/^[\w-]{8,64}$/)
  const body = (await health.json()) as { status: string; version: string; commit: string }
  expect(body.status).toBe('ok')
  expect(body.version).toBe('1.0.0')
  expect(body.commit).toMatch(/^[0-9a-f]{40}$/)
})

// Prices follow the page's language: '$11.990' in Spanish, '$11,990 CLP' in English (never the other's grouping,
// never bare dollars).
test('prices are grouped the way the page language writes numbers', async ({ request }) => {
  const english = await (await request.get('/vinos', { headers: { cookie: 'locale=en; isAcceptedAged=ok' } })).text()
  expect(english).toMatch(/\$\d{1,3},\d{3} CLP/)
  expect(english).not.toMatch(/\$\d{1,3}\.\d{3}/)
  const spanish = await (await request.get('/vinos', { headers: { cookie: 'locale=es; isAcceptedAged=ok' } })).text()
  expect(spanish).toMatch(/\$\d{1,3}\.\d{3}/)
  expect(spanish).not.toMatch(/\$\d{1,3},\d{3}/)
})

// Page titles are translated like the page (docs/product.md, Language).
test('page titles follow the visitor language', async ({ request }) => {
  const en = await (await request.get('/carrito', { headers: { cookie: 'locale=en; isAcceptedAged=ok' } })).text()
  expect(en).toContain('<title>Cart · Vinoteca Andes</title>')
  const es = await (await request.get('/carrito', { headers: { cookie: 'locale=es; isAcceptedAged=ok' } })).text()
  expect(es).toContain('<title>Carrito · Vinoteca Andes</title>')
})
