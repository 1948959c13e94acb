import { describe, expect, it } from 'vitest'
import type { AdminArticle, AdminEvent, AdminPage } from '~/contract/admin-catalogue'
import { santiagoIso } from '~/lib/santiago-time'
import { createTestApi } from './harness'
import { registerUser } from './auth-helpers'
import { json } from './cart-fixtures'

// Events, articles and content pages from the back-office (docs/backoffice.md "Content").
const t = await createTestApi()

async function staffToken(role: 'staff' | 'admin') {
  const user = await registerUser(t)
  await t.db.prepare('UPDATE users SET role = ? WHERE id = ?').bind(role, user.user.id).run()
  return { token: user.access_token, email: user.email }
}
const admin = await staffToken('admin')
const staff = await staffToken('staff')
const customer = await registerUser(t)

const santiagoIn = (days: number, hour = 19) =>
  `${santiagoIso(Date.now() + days * 86_400_000).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`

let n = 0
const uid = () => `${Date.now().toString(36)}-${++n}`

function event(over: Record<string, unknown> = {}) {
  const texts = (title: string) => ({
    title,
    summary: 'Seis vinos del Maule con su enólogo.',
    body: [
      { type: 'h2', text: 'Qué probaremos' },
      { type: 'ul', items: ['Carignan', 'País'] },
      { type: 'p', text: 'Reserva en [la página de eventos](/eventos).' },
    ],
    includes: ['6 vinos', 'Tabla de quesos'],
  })
  return {
    slug: `cata-maule-${uid()}`,
    category: 'cata',
    status: 'published',
    starts_at: santiagoIn(20),
    ends_at: santiagoIn(20, 21),
    venue: 'Wine bar — Alonso de Córdova 4355, Vitacura',
    price: 25000,
    capacity: 20,
    es: texts('Cata del Maule secano'),
    en: texts('Maule dry-farmed tasting'),
    ...over,
  }
}

function article(over: Record<string, unknown> = {}) {
  const texts = (title: string) => ({
    title,
    excerpt: 'Una guía corta.',
    body: [
      { type: 'h2', text: 'Antes de abrir' },
      { type: 'ol', items: ['Enfriar', 'Abrir'] },
      { type: 'img', src: '/img/f/botella.webp', alt: 'Botella' },
      { type: 'p', text: 'Escríbenos a [nuestro correo](mailto:hola@vinoteca.cl).' },
    ],
  })
  return {
    slug: `guia-${uid()}`,
    category_slug: 'maridajes',
    author: 'Andrea Soto',
    status: 'draft',
    published_at: '',
    tags: ['guía'],
    es: texts('Cómo servir un espumante'),
    en: texts('How to serve sparkling wine'),
    ...over,
  }
}

const call = (path: string, method: string, body: unknown, token?: string, locale = 'es') =>
  t.call(path, { method, json: body, token, locale })

describe('who may edit content', () => {
  it('answers 401 without a session and 403 to a customer on every path; staff may', async () => {
    for (const [path, method, body] of [
      ['/api/admin/events', 'GET', undefined],
      ['/api/admin/events', 'POST', event()],
      ['/api/admin/events/1', 'PATCH', event()],
      ['/api/admin/articles', 'GET', undefined],
      ['/api/admin/articles', 'POST', article()],
      ['/api/admin/articles/1', 'PATCH', article()],
      ['/api/admin/pages/about-us', 'GET', undefined],
      ['/api/admin/pages/about-us', 'PUT', {}],
    ] as const) {
      expect((await call(path, method, body)).status, `${method} ${path}`).toBe(401)
      expect((await call(path, method, body, customer.access_token)).status, `${method} ${path}`).toBe(403)
    }
    expect((await call('/api/admin/events', 'GET', undefined, staff.token)).status).toBe(200)
    expect((await call('/api/admin/articles', 'GET', undefined, admin.token)).status).toBe(200)
    expect((await call('/api/admin/pages', 'GET', undefined, staff.token)).status).toBe(200)
  })
})

describe('events', () => {
  it('creates a published event shoppers see, edits it with a version check, and audits both', async () => {
    const res = await call('/api/admin/events', 'POST', event(), staff.token)
    expect(res.status).toBe(201)
    const created = (await json<{ data: AdminEvent }>(res)).data
    const shown = await json<{ data: { title: string; price: number } }>(await t.call(`/api/events/${created.slug}`))
    expect(shown.data).toMatchObject({ title: 'Cata del Maule secano', price: 25000 })
    const { id: _i, seats_taken: _s, cover: _c, ...body } = created
    const edited = await call(`/api/admin/events/${created.id}`, 'PATCH', { ...body, price: 22000 }, staff.token)
    expect(edited.status).toBe(200)
    const stale = await call(`/api/admin/events/${created.id}`, 'PATCH', { ...body, price: 20000 }, admin.token)
    expect(stale.status).toBe(409)
    expect((await json<{ current: AdminEvent }>(stale)).current.price).toBe(22000)
    const audit = await t.db
      .prepare(`SELECT action, after FROM audit_log WHERE entity_type = 'content' AND entity_id = ? ORDER BY id`)
      .bind(`event:${created.id}`)
      .all<{ action: string; after: string }>()
    expect(audit.results.map((r) => r.action)).toEqual(['event.create', 'event.update'])
    expect(JSON.parse(audit.results[1]!.after)).toEqual({ title: 'Cata del Maule secano', price: 22000 })
  })

  it('refuses an unsafe link, an end before the start and a capacity under the booked seats', async () => {
    const bad = event({
      ends_at: santiagoIn(19),
      es: { ...event().es, body: [{ type: 'p', text: 'Mira [esto](javascript:alert(1))' }] },
    })
    const res = await call('/api/admin/events', 'POST', bad, staff.token, 'en')
    expect(res.status).toBe(422)
    const errors = (await json<{ errors: Record<string, string[]> }>(res)).errors
    expect(errors['es.body.0.text']![0]).toMatch(/link/i)
    const order = await call('/api/admin/events', 'POST', event({ ends_at: santiagoIn(19) }), staff.token)
    expect((await json<{ errors: Record<string, string[]> }>(order)).errors.ends_at).toBeDefined()
    const made = (await json<{ data: AdminEvent }>(await call('/api/admin/events', 'POST', event(), staff.token))).data
    await t.db.prepare('UPDATE events SET seats_taken = 12 WHERE id = ?').bind(made.id).run()
    const { id: _i, seats_taken: _s, cover: _c, ...body } = made
    const small = await call(`/api/admin/events/${made.id}`, 'PATCH', { ...body, capacity: 10 }, staff.token)
    expect(small.status).toBe(422)
    expect((await json<{ errors: Record<string, string[]> }>(small)).errors.capacity![0]).toContain('12')
  })
})

describe('articles', () => {
  it('keeps a draft out of the blog, previews it to staff, and publishes it', async () => {
    const res = await call('/api/admin/articles', 'POST', article(), staff.token)
    expect(res.status).toBe(201)
    const draft = (await json<{ data: AdminArticle }>(res)).data
    expect((await t.call(`/api/blogs/${draft.slug}`)).status).toBe(404)
    const preview = await json<{ data: AdminArticle }>(
      await call(`/api/admin/articles/${draft.id}`, 'GET', undefined, staff.token),
    )
    expect(preview.data.es.body.map((b) => b.type)).toEqual(['h2', 'ol', 'img', 'p'])
    const { id: _i, cover: _c, categories_available: _a, ...body } = draft
    const published = await call(
      `/api/admin/articles/${draft.id}`,
      'PATCH',
      { ...body, status: 'published' },
      staff.token,
    )
    expect(published.status).toBe(200)
    const shown = await json<{ data: { title: string } }>(await t.call(`/api/blogs/${draft.slug}`))
    expect(shown.data.title).toBe('Cómo servir un espumante')
    const stale = await call(`/api/admin/articles/${draft.id}`, 'PATCH', body, admin.token)
    expect(stale.status).toBe(409)
  })

  it('refuses an image that is not https or the shop’s own', async () => {
    const bad = article({ es: { ...article().es, body: [{ type: 'img', src: 'http://x.cl/a.png', alt: '' }] } })
    const res = await call('/api/admin/articles', 'POST', bad, staff.token)
    expect(res.status).toBe(422)
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(res)).errors)).toContain('es.body.0.src')
  })
})

describe('Spanish-only content', () => {
  const noEnglish = { title: '', summary: '', body: [], includes: [] }

  it('saves an event with no English text; the English pages show the Spanish text and say it is Spanish', async () => {
    const res = await call('/api/admin/events', 'POST', event({ en: noEnglish }), staff.token, 'en')
    expect(res.status).toBe(201)
    const created = (await json<{ data: AdminEvent }>(res)).data
    expect(created.en.title).toBe('')
    const detail = await json<{ data: { title: string; summary: string; text_lang: string } }>(
      await t.call(`/api/events/${created.slug}`, { locale: 'en' }),
    )
    expect(detail.data).toMatchObject({ title: 'Cata del Maule secano', text_lang: 'es' })
    const list = await json<{ data: { slug: string; title: string; text_lang: string }[] }>(
      await t.call('/api/events?per_page=48', { locale: 'en' }),
    )
    expect(list.data.find((e) => e.slug === created.slug)).toMatchObject({ text_lang: 'es' })
  })

  it('drops an English translation left empty on edit, and keeps one that is written', async () => {
    const made = (await json<{ data: AdminEvent }>(await call('/api/admin/events', 'POST', event(), staff.token))).data
    const inEnglish = await json<{ data: { title: string; text_lang: string } }>(
      await t.call(`/api/events/${made.slug}`, { locale: 'en' }),
    )
    expect(inEnglish.data).toEqual(expect.objectContaining({ title: 'Maule dry-farmed tasting', text_lang: 'en' }))
    const { id: _i, seats_taken: _s, cover: _c, ...body } = made
    const edited = await call(`/api/admin/events/${made.id}`, 'PATCH', { ...body, en: noEnglish }, staff.token)
    expect(edited.status).toBe(200)
    const after = await json<{ data: { title: string; text_lang: string } }>(
      await t.call(`/api/events/${made.slug}`, { locale: 'en' }),
    )
    expect(after.data).toEqual(expect.objectContaining({ title: 'Cata del Maule secano', text_lang: 'es' }))
  })

  it('asks for the English title and summary once any English text is written, in the request language', async () => {
    const half = event({ en: { ...noEnglish, body: [{ type: 'p', text: 'Six wines.' }] } })
    const res = await call('/api/admin/events', 'POST', half, staff.token, 'en')
    expect(res.status).toBe(422)
    const errors = (await json<{ errors: Record<string, string[]> }>(res)).errors
    expect(Object.keys(errors).sort()).toEqual(['en.summary', 'en.title'])
    expect(errors['en.title']![0]).toMatch(/required/i)
  })

  it('saves and publishes an article with no English text; the English blog falls back to Spanish', async () => {
    const res = await call(
      '/api/admin/articles',
      'POST',
      article({ status: 'published', en: { title: '', excerpt: '', body: [], download_title: '' } }),
      staff.token,
    )
    expect(res.status).toBe(201)
    const created = (await json<{ data: AdminArticle }>(res)).data
    const shown = await json<{ data: { title: string; excerpt: string; text_lang: string } }>(
      await t.call(`/api/blogs/${created.slug}`, { locale: 'en' }),
    )
    expect(shown.data).toMatchObject({ title: 'Cómo servir un espumante', excerpt: 'Una guía corta.', text_lang: 'es' })
    const spanishless = await call(
      '/api/admin/articles',
      'POST',
      article({ es: { title: '', excerpt: '', body: [] } }),
      staff.token,
    )
    expect(spanishless.status).toBe(422)
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(spanishless)).errors)).toEqual(
      expect.arrayContaining(['es.title', 'es.excerpt']),
    )
  })
})

describe('content pages', () => {
  it('saves a policy in both languages, shows it on the storefront, and refuses a stale save', async () => {
    const page = (
      await json<{ data: AdminPage }>(await call('/api/admin/pages/dispatch-policies', 'GET', undefined, staff.token))
    ).data
    const es = { ...page.es, intro: 'Despachamos de lunes a sábado.' }
    const res = await call(
      '/api/admin/pages/dispatch-policies',
      'PUT',
      { version: page.version, es, en: page.en },
      staff.token,
    )
    expect(res.status).toBe(200)
    const shown = await json<{ data: { intro: string; banner_with_title?: { background_image: string } } }>(
      await t.call('/api/pages/dispatch-policies'),
    )
    expect(shown.data.intro).toBe('Despachamos de lunes a sábado.')
    const stale = await call(
      '/api/admin/pages/dispatch-policies',
      'PUT',
      { version: page.version, es, en: page.en },
      admin.token,
    )
    expect(stale.status).toBe(409)
    expect((await call('/api/admin/pages/home', 'GET', undefined, staff.token)).status).toBe(404)
    const audit = await t.db
      .prepare(`SELECT action FROM audit_log WHERE entity_id = 'page:dispatch-policies'`)
      .all<{ action: string }>()
    expect(audit.results.map((r) => r.action)).toEqual(['page.update'])
  })
})
