import { expect, test, type APIRequestContext } from '@playwright/test'
import { ipHeaders, newCart, ownWine, putLine } from './helpers'

// Who may read what: two accounts and a guest try each other's purchases, addresses, carts and profile; the
// public doors answer 429 past their allowance, alike for known and unknown accounts.

const PASSWORD = 'uva-carmenere-2026'

async function account(request: APIRequestContext, tag: string) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cl`
  const res = await request.post('/api/register', {
    headers: ipHeaders(),
    data: {
      first_name: 'Ana',
      last_name: 'Pérez',
      email,
      rut: '11.111.111-1',
      phone: '+56 9 1111 2222',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  })
  expect(res.status()).toBe(201)
  const { data } = (await res.json()) as { data: { access_token: string } }
  return { email, auth: { authorization: `Bearer ${data.access_token}` } }
}

test('IDOR matrix: purchases, addresses, profile and carts across two users and a guest', async ({ request }) => {
  const a = await account(request, 'idor-a')
  const b = await account(request, 'idor-b')
  // One unit, which A's order takes: the wine ends sold out, after every wine in stock in the lists.
  const { sku } = await ownWine(request, 1)

  // A's address and A's order (placed signed in).
  const address = await request.post('/api/profile/addresses', {
    headers: a.auth,
    data: { identification: 'Casa', address: 'Av. Apoquindo 3000', apartment: '', region_id: 7, commune_id: 13114 },
  })
  expect(address.status()).toBe(201)
  const addressId = ((await address.json()) as { data: { id: number } }).data.id
  const cartA = await newCart(request)
  await putLine(request, cartA, sku, 1)
  const order = await request.post(`/api/purchases?cart_id=${cartA}`, {
    headers: { ...a.auth, 'idempotency-key': `idor-${Date.now()}-abcdefgh` },
    data: {
      customer: { name: 'Ana', surname: 'Pérez', rut: '11.111.111-1', email: a.email, phone: '+56 9 1111 2222' },
      delivery: { method: 'pickup', receiver: 'me' },
      payment_method: { document: '0', platform: 'transfer' },
    },
  })
  expect(order.status()).toBe(201)
  const orderId = ((await order.json()) as { data: { order: { id: string } } }).data.order.id

  const matrix: [string, number, number][] = []
  const check = async (label: string, run: () => ReturnType<APIRequestContext['fetch']>, expected: number[]) => {
    const res = await run()
    const body = await res.text()
    matrix.push([label, res.status(), expected[0]!])
    expect(expected, `${label} answered ${res.status()}`).toContain(res.status())
    expect(body).not.toContain(a.email)
  }
  await check('B reads A purchase', () => request.get(`/api/profile/purchases/${orderId}`, { headers: b.auth }), [404])
  await check('guest reads A purchase', () => request.get(`/api/purchases/${orderId}`), [401, 403, 404])
  await check('B reads A order', () => request.get(`/api/purchases/${orderId}`, { headers: b.auth }), [401, 403, 404])
  await check(
    'B changes A address',
    () =>
      request.put(`/api/profile/addresses/${addressId}`, {
        headers: b.auth,
        data: { identification: 'Robo', address: 'X 1', apartment: '', region_id: 7, commune_id: 13114 },
      }),
    [404],
  )
  await check(
    'B deletes A address',
    () => request.delete(`/api/profile/addresses/${addressId}`, { headers: b.auth }),
    [404],
  )
  await check('guest lists addresses', () => request.get('/api/profile/addresses'), [401])
  await check('guest reads a profile', () => request.get('/api/profile/user'), [401])
  await check(
    'forged token reads a profile',
    () => request.get('/api/profile/user', { headers: { authorization: 'Bearer x.y.z' } }),
    [401],
  )
  await check(
    'unknown cart id',
    () => request.get('/api/shopping-cart?cart_id=00000000-0000-4000-8000-000000000000'),
    [404],
  )
  await check('B lists purchases', async () => request.get('/api/profile/purchases', { headers: b.auth }), [200])
  // A's address is still A's.
  const mine = await request.get('/api/profile/addresses', { headers: a.auth })
  expect(JSON.stringify(await mine.json())).toContain('Av. Apoquindo 3000')
  console.log(`[abuse] IDOR matrix: ${matrix.map(([l, s]) => `${l} → ${s}`).join('; ')}`)
})

test('rate limits answer 429 past their allowance, the same for known and unknown accounts', async ({ request }) => {
  const known = await account(request, 'limite')
  const figures: string[] = []
  const flood = async (label: string, times: number, send: (i: number) => ReturnType<APIRequestContext['fetch']>) => {
    const statuses: number[] = []
    for (let i = 0; i < times; i++) statuses.push((await send(i)).status())
    const limited = statuses.filter((s) => s === 429).length
    figures.push(`${label}: ${times} tries → ${limited}×429`)
    expect(limited, label).toBeGreaterThan(0)
    expect(statuses.every((s) => s < 500)).toBe(true)
    return statuses
  }
  const ip = ipHeaders()
  const knownLogin = await flood('login (known e-mail)', 12, () =>
    request.post('/api/login', { headers: ip, data: { email: known.email, password: 'wrong-password' } }),
  )
  const ghostLogin = await flood('login (unknown e-mail)', 12, () =>
    request.post('/api/login', { headers: ip, data: { email: 'nadie.nunca@example.cl', password: 'wrong-password' } }),
  )
  expect(knownLogin).toEqual(ghostLogin)
  await flood('recovery', 7, () => request.post('/api/recover', { headers: ipHeaders(), data: { email: known.email } }))
  const newsletterIp = ipHeaders()
  await flood('newsletter', 12, (i) =>
    request.post('/api/newsletter', {
      headers: newsletterIp,
      data: { email: `n${i}@example.cl`, recaptchaResponse: '' },
    }),
  )
  const contactIp = ipHeaders()
  await flood('contact', 12, (i) =>
    request.post('/api/contact', {
      headers: contactIp,
      data: {
        first_name: 'Luis',
        last_name: 'Soto',
        email: `c${i}@example.cl`,
        phone: '+56 9 1234 5678',
        motive: 'pedido',
        message: 'Quisiera saber cuándo llega mi pedido, gracias.',
        recaptchaResponse: '',
      },
    }),
  )
  const trackingIp = ipHeaders()
  await flood('tracking', 12, (i) =>
    request.get(`/api/order-tracking?number=VA${100100 + i}&email=x${i}@example.cl`, { headers: trackingIp }),
  )
  console.log(`[abuse] rate limits: ${figures.join('; ')}`)
})

test('the API answers carry the security headers', async ({ request }) => {
  for (const path of ['/api/regions', '/api/no-such-thing', '/api/wines?per_page=1']) {
    const res = await request.get(path)
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
    expect(res.headers()['x-frame-options']).toBe('DENY')
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  }
})

const BACKOFFICE_PAGES = [
  '/gestion',
  '/gestion/pedidos',
  '/gestion/stock',
  '/gestion/reservas',
  '/gestion/mensajes',
  '/gestion/contenido',
  '/gestion/auditoria',
  '/gestion/equipo',
]

test('the back-office pages: a customer gets the 403 page with a 403, a guest is sent to sign in', async ({
  request,
}) => {
  const customer = await account(request, 'cliente-gestion')
  const token = customer.auth.authorization.slice('Bearer '.length)
  const statuses: string[] = []
  for (const path of BACKOFFICE_PAGES) {
    const res = await request.get(path, { headers: { cookie: `shop_at=${token}` }, maxRedirects: 0 })
    const html = await res.text()
    statuses.push(`${path} → ${res.status()}`)
    expect(res.status(), `${path} as a customer`).toBe(403)
    expect(res.statusText()).toBe('Forbidden')
    expect(html).toContain('No tienes acceso a la gestión')

    const guest = await request.get(path, { maxRedirects: 0 })
    expect(guest.status(), `${path} as a guest`).toBeGreaterThanOrEqual(300)
    expect(guest.status(), `${path} as a guest`).toBeLessThan(400)
    const location = new URL(guest.headers()['location']!, 'http://localhost')
    expect(location.pathname).toBe('/iniciar-sesion')
    expect(location.searchParams.get('redirect')).toBe(path)
  }
  console.log(`[abuse] back-office as a customer: ${statuses.join('; ')}`)
})
