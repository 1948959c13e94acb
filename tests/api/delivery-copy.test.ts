import { beforeAll, describe, expect, it } from 'vitest'
import { addWorkingDays, deliveryPromise } from '~/lib/delivery-promise'
import { isChileanPublicHoliday } from '~/api/delivery/holidays'
import { DELIVERY_COPY_2026_11, deliveryCopySeed } from '../../seed/content/delivery-copy.ts'
import { createTestApi, type TestApi } from './harness'

// What the home page, the dispatch policy and the FAQ say about delivery comes from the rule the promise uses
// (src/lib/delivery-promise.ts): the same cut-off hour and the same zone days, never "24 horas".

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})

type Estimate = { data: { cutoff_hour: number; delivery: { dispatch: string; date: string } } }

async function page(slug: string, locale: 'es' | 'en') {
  const res = await t.call(`/api/pages/${slug}`, { locale })
  expect(res.status).toBe(200)
  return JSON.stringify(((await res.json()) as { data: unknown }).data)
}

async function santiagoDays() {
  const row = await t.db
    .prepare(
      'SELECT z.days_max AS days FROM shipping_zones z JOIN shipping_zone_communes zc ON zc.zone_id = z.id WHERE zc.commune_id = 13101',
    )
    .first<{ days: number }>()
  return row!.days
}

describe('delivery copy says what the delivery rule says', () => {
  it('home, in both languages: no "24 hours", the Santiago days and the cut-off of the promise', async () => {
    const days = await santiagoDays()
    const estimate = (await (await t.call('/api/delivery/estimate?commune_id=13101')).json()) as Estimate
    const cutoff = estimate.data.cutoff_hour
    const es = await page('home', 'es')
    expect(es).not.toMatch(/24 horas/)
    expect(es).not.toMatch(/\{[a-z_]+\}/)
    expect(es).toContain(`en hasta ${days} días hábiles`)
    expect(es).toContain(`antes de las ${String(cutoff).padStart(2, '0')}:00`)
    const en = await page('home', 'en')
    expect(en).not.toMatch(/24 hours/)
    expect(en).not.toMatch(/\{[a-z_]+\}/)
    expect(en).toContain(`within ${days} working days in Santiago`)
    expect(en).toContain(`before ${cutoff % 12 || 12} pm`)
  })

  it('an order on Thursday at 23:35 arrives as many working days after it leaves as the copy says', async () => {
    const days = await santiagoDays()
    // Thursday 26 November 2026, 23:35 in Santiago (UTC−3).
    const promise = deliveryPromise(
      new Date('2026-11-27T02:35:00Z'),
      { method: 'delivery', zoneDays: days, cutoffHour: 13 },
      isChileanPublicHoliday,
    )
    expect(promise.dispatch).toBe('2026-11-27')
    expect(promise.date).toBe('2026-12-01')
    expect(addWorkingDays(promise.dispatch, days, isChileanPublicHoliday)).toBe(promise.date)
    expect(await page('dispatch-policies', 'es')).toContain(
      `Gran Santiago: hasta ${days} días hábiles desde que el pedido sale de la tienda.`,
    )
  })

  it('the policy and the FAQ print the regions range of the shipping zones and no fixed hour', async () => {
    const span = await t.db
      .prepare(
        `SELECT min(days_max) AS lo, max(days_max) AS hi FROM shipping_zones
         WHERE id NOT IN (SELECT zone_id FROM shipping_zone_communes WHERE commune_id = 13101)`,
      )
      .first<{ lo: number; hi: number }>()
    for (const slug of ['dispatch-policies', 'need-help']) {
      const es = await page(slug, 'es')
      expect(es).toContain(`de ${span!.lo} a ${span!.hi} días hábiles`)
      expect(es).not.toMatch(/14:00|24 horas|2 horas después/)
      const en = await page(slug, 'en')
      expect(en).toContain(`${span!.lo} to ${span!.hi} working days`)
      expect(en).not.toMatch(/2 pm|24 working hours|2 hours after/)
    }
  })

  it('a database seeded with the old copy gets the new one from the fix set', async () => {
    await t.db.batch(
      DELIVERY_COPY_2026_11.map(([was, now]) =>
        t.db
          .prepare('UPDATE pages SET content = replace(content, ?1, ?2)')
          .bind(JSON.stringify(now).slice(1, -1), JSON.stringify(was).slice(1, -1)),
      ),
    )
    expect(await page('home', 'es')).toMatch(/24 horas/)
    await t.db.batch(deliveryCopySeed.statements({}).map((sql) => t.db.prepare(sql)))
    expect(await page('home', 'es')).not.toMatch(/24 horas/)
    expect(await page('home', 'en')).not.toMatch(/24 hours/)
    expect(await page('need-help', 'en')).not.toMatch(/24 working hours/)
  })
})
