import { describe, expect, it } from 'vitest'
import { api } from '~/api/app'
import { createTestApi } from './harness'

// x-d1-queries (read by the bench and written to the request log) must be the number of statements that really
// reached D1. This spy sits under the API, on the binding itself, and records each statement as D1 runs it.

const t = await createTestApi()

function spyOn(d1: D1Database) {
  const ran: string[] = []
  const real = new WeakMap<object, D1PreparedStatement>()
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const spy = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => (ran.push(sql), column ? statement.first(column) : statement.first()),
      all: () => (ran.push(sql), statement.all()),
      run: () => (ran.push(sql), statement.run()),
      raw: () => (ran.push(sql), statement.raw()),
    } as unknown as D1PreparedStatement
    real.set(spy, statement)
    sqlOf.set(spy, sql)
    return spy
  }
  const sqlOf = new WeakMap<object, string>()
  const binding = {
    prepare: (sql: string) => wrap(d1.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      ran.push(...statements.map((s) => sqlOf.get(s) ?? '?'))
      return d1.batch(statements.map((s) => real.get(s) ?? s))
    },
    exec: (sql: string) => (ran.push(sql), d1.exec(sql)),
  } as unknown as D1Database
  return { binding, ran }
}

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { binding, ran } = spyOn(t.env.DB)
  const headers = new Headers(init.headers)
  let body = init.body
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  }
  const res = await api.request(path, { ...init, headers, body }, { ...t.env, DB: binding })
  return { res, ran, counted: Number(res.headers.get('x-d1-queries')) }
}

describe('x-d1-queries counts every statement that reaches D1', () => {
  it('GET /api/regions runs one statement and reports one', async () => {
    const { res, ran, counted } = await call('/api/regions')
    expect(res.status).toBe(200)
    expect(ran).toEqual(['SELECT id, name, roman FROM regions ORDER BY sort_order'])
    expect(counted).toBe(1)
  })

  it('counts each statement of a batch (a product list and its total)', async () => {
    const { res, ran, counted } = await call('/api/wines')
    expect(res.status).toBe(200)
    expect(ran.length).toBeGreaterThanOrEqual(2)
    expect(counted).toBe(ran.length)
  })

  it('counts the writes of a form, the e-mails to the outbox included', async () => {
    const { res, ran, counted } = await call('/api/contact', {
      method: 'POST',
      headers: { 'cf-connecting-ip': '198.51.100.7' },
      json: {
        first_name: 'Camila',
        last_name: 'Rojas',
        email: 'camila.cuenta@example.cl',
        phone: '9 8765 4321',
        motive: 'pedido',
        message: 'Quisiera saber cuándo llega mi pedido 1234.',
        recaptchaResponse: '',
      },
    })
    expect(res.status).toBe(201)
    expect(ran.filter((sql) => sql.startsWith('INSERT INTO contact_messages'))).toHaveLength(1)
    // The shop's inbox and the acknowledgement to the sender.
    expect(ran.filter((sql) => sql.startsWith('INSERT INTO mail_outbox'))).toHaveLength(2)
    expect(counted).toBe(ran.length)
  })

  it('a page missing from D1 still reports the query that looked for it', async () => {
    const { res, ran, counted } = await call('/api/pages/no-such-page')
    expect(res.status).toBe(404)
    expect(ran).toHaveLength(1)
    expect(counted).toBe(1)
  })
})

describe('Server-Timing of a local API answer', () => {
  it('says how long the API took and how much of it was waiting for D1 (the bench reads it)', async () => {
    for (const path of ['/api/health', '/api/wines?tipo=tinto', '/api/wines/filters']) {
      const timing = (await t.call(path)).headers.get('server-timing') ?? ''
      const [, app, wait] = /^app;dur=([\d.]+), d1;desc="wait";dur=([\d.]+)$/.exec(timing) ?? []
      expect([path, Number.isFinite(Number(app)), Number.isFinite(Number(wait))]).toEqual([path, true, true])
    }
    // Without D1 there is nothing to wait for.
    expect((await t.call('/api/no-such-call')).headers.get('server-timing')).toMatch(/d1;desc="wait";dur=0\.0$/)
  })
})
