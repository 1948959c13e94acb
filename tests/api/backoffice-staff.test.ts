import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminPage } from '~/contract/admin-catalogue'
import type { AdminCoupon } from '~/contract/admin-ops'
import { createTestApi } from './harness'
import { registerUser } from './auth-helpers'
import { json } from './cart-fixtures'

// What staff read in the back-office: a coupon's status from its dates, and a page's text as the storefront shows it
// (docs/backoffice.md, "Coupons" and "Content").
const t = await createTestApi()

/** A staff member signed in at the current instant (an access token lasts half an hour of the API's clock). */
async function staffToken() {
  const user = await registerUser(t)
  await t.db.prepare(`UPDATE users SET role = 'staff' WHERE id = ?`).bind(user.user.id).run()
  return user.access_token
}
const token = await staffToken()

afterEach(() => {
  vi.useRealTimers()
})

describe('coupon status', () => {
  it('says vencido, programado, activo or desactivado from the dates, whatever the switch says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-06-15T15:00:00Z'))
    // Signed in on that day: a token from the file's start would have expired, or not yet begun, by this clock.
    const staff = await staffToken()
    const make = async (code: string, over: Record<string, unknown>) => {
      const res = await t.call('/api/admin/coupons', {
        method: 'POST',
        token: staff,
        json: { code, kind: 'percent', value: 10, ...over },
      })
      expect(res.status, code).toBe(201)
      return (await json<{ data: AdminCoupon }>(res)).data
    }
    const suffix = Date.now().toString(36).toUpperCase()
    const expired = await make(`VENCIDO${suffix}`, { starts_on: '2023-12-01', ends_on: '2023-12-30' })
    const scheduled = await make(`JULIO${suffix}`, { starts_on: '2026-07-01', ends_on: '2026-07-31' })
    const running = await make(`JUNIO${suffix}`, { starts_on: '2026-06-01', ends_on: '2026-06-15' })
    const off = await make(`APAGADO${suffix}`, { active: false })
    expect(expired.status).toBe('expired')
    expect(expired.active).toBe(true)
    expect(scheduled.status).toBe('scheduled')
    expect(running.status).toBe('active')
    expect(off.status).toBe('disabled')
    // The last day counts whole: at 23:30 on 15 June in Santiago it is still active; at midnight it is not.
    vi.setSystemTime(new Date('2026-06-16T03:30:00Z'))
    const list = async () =>
      (
        await json<{ data: AdminCoupon[] }>(
          await t.call(`/api/admin/coupons?q=${suffix}`, { token: await staffToken() }),
        )
      ).data
    expect((await list()).find((c) => c.id === running.id)?.status).toBe('active')
    vi.setSystemTime(new Date('2026-06-16T04:00:00Z'))
    expect((await list()).find((c) => c.id === running.id)?.status).toBe('expired')
  })
})

describe('content pages are plain text', () => {
  it('refuses markdown emphasis the page would show with its asterisks, in the request language', async () => {
    const page = (await json<{ data: AdminPage }>(await t.call('/api/admin/pages/general-policies', { token }))).data
    const withStars = {
      ...page.es,
      sections: [{ title: 'Aviso', body: ['**Aviso:** los precios incluyen IVA.'], items: [] }],
    }
    const res = await t.call('/api/admin/pages/general-policies', {
      method: 'PUT',
      token,
      locale: 'en',
      json: { version: page.version, es: withStars, en: page.en },
    })
    expect(res.status).toBe(422)
    const errors = (await json<{ errors: Record<string, string[]> }>(res)).errors
    expect(Object.keys(errors)).toEqual(['es.sections.0.body.0'])
    expect(errors['es.sections.0.body.0']![0]).toMatch(/as written|asterisks/i)
    const plain = {
      ...withStars,
      sections: [{ title: 'Aviso', body: ['Aviso: los precios incluyen IVA.'], items: [] }],
    }
    const saved = await t.call('/api/admin/pages/general-policies', {
      method: 'PUT',
      token,
      json: { version: page.version, es: plain, en: page.en },
    })
    expect(saved.status).toBe(200)
  })
})
