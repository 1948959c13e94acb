import { describe, expect, it, vi } from 'vitest'
import type { DeliveryEstimate } from '~/contract/delivery'
import { dayStartUtc } from '~/api/admin/dates'
import { onSaleSql } from '~/api/catalog/price-now'
import { couponProblem, type CouponRow } from '~/api/coupons/service'
import { PAYMENT_WINDOW_MS } from '~/api/purchases/service'
import { formatDateTime, formatDeadline } from '~/lib/dates'
import { santiagoMonthKey } from '~/lib/santiago-time'
import { transferDeadline } from '~/lib/transfer-deadline'
import { createTestApi } from './harness'
import { json } from './cart-fixtures'

// The shop's dates at instants chosen to break naive code: the cut-off around midnight, the nights Chile changes its
// clocks (America/Santiago: back to 23:00 on the first Sunday of April, forward to 01:00 on the first Sunday of
// September), Fiestas Patrias, Christmas and New Year's Eve, and the first of a month after a 31st. Each instant is
// one row; the API answers at that instant (its clock fixed there) and every rule that reads the clock is asked.
// Home delivery to Santiago centro takes two working days; working days are Monday to Friday without Chile's public
// holidays, so no promise falls on a weekend: the Saturdays here are orders placed and deadlines falling on one.

const t = await createTestApi()

interface Row {
  /** The instant, as a Santiago wall clock reads it (the UTC instant beside it is what counts). */
  santiago: string
  at: string
  /** The delivery promise in both languages, and the pick-up day. */
  es: string
  en: string
  pickup: string
  /** A bank transfer placed now must arrive by (48 hours). */
  transferBy: string
  /** A card order placed now holds its units until. */
  heldUntil: string
  /** The agenda month an event starting now belongs to, and how tracking shows this instant. */
  month: string
  tracking: string
  /** The Santiago calendar day of the instant: a coupon or sale running through it is on, one starting the next is not. */
  day: string
}

// prettier-ignore
const rows: Row[] = [
  { santiago: 'Mon 30 Nov 2026 10:00', at: '2026-11-30T13:00:00Z', es: 'miércoles 2 de diciembre', en: 'Wednesday, December 2', pickup: '2026-11-30', transferBy: 'miércoles 2 de diciembre, 10:00', heldUntil: 'lunes 30 de noviembre, 10:20', month: '2026-11', tracking: '30 de noviembre de 2026, 10:00', day: '2026-11-30' },
  { santiago: 'Fri 4 Dec 2026 23:58 (after the cut-off, before the 8 December holiday)', at: '2026-12-05T02:58:00Z', es: 'jueves 10 de diciembre', en: 'Thursday, December 10', pickup: '2026-12-07', transferBy: 'domingo 6 de diciembre, 23:58', heldUntil: 'sábado 5 de diciembre, 00:18', month: '2026-12', tracking: '4 de diciembre de 2026, 23:58', day: '2026-12-04' },
  { santiago: 'Sat 5 Dec 2026 00:02', at: '2026-12-05T03:02:00Z', es: 'jueves 10 de diciembre', en: 'Thursday, December 10', pickup: '2026-12-07', transferBy: 'lunes 7 de diciembre, 00:02', heldUntil: 'sábado 5 de diciembre, 00:22', month: '2026-12', tracking: '5 de diciembre de 2026, 00:02', day: '2026-12-05' },
  { santiago: 'Sat 4 Apr 2026 23:30, first time (UTC-3)', at: '2026-04-05T02:30:00Z', es: 'miércoles 8 de abril', en: 'Wednesday, April 8', pickup: '2026-04-06', transferBy: 'lunes 6 de abril, 22:30', heldUntil: 'sábado 4 de abril, 23:50', month: '2026-04', tracking: '4 de abril de 2026, 23:30', day: '2026-04-04' },
  { santiago: 'Sat 4 Apr 2026 23:30, second time (UTC-4)', at: '2026-04-05T03:30:00Z', es: 'miércoles 8 de abril', en: 'Wednesday, April 8', pickup: '2026-04-06', transferBy: 'lunes 6 de abril, 23:30', heldUntil: 'sábado 4 de abril, 23:50', month: '2026-04', tracking: '4 de abril de 2026, 23:30', day: '2026-04-04' },
  { santiago: 'Sat 5 Sep 2026 23:59 (UTC-4, a minute before the clocks jump)', at: '2026-09-06T03:59:00Z', es: 'miércoles 9 de septiembre', en: 'Wednesday, September 9', pickup: '2026-09-07', transferBy: 'martes 8 de septiembre, 00:59', heldUntil: 'domingo 6 de septiembre, 01:19', month: '2026-09', tracking: '5 de septiembre de 2026, 23:59', day: '2026-09-05' },
  { santiago: 'Sun 6 Sep 2026 01:00 (UTC-3, the minute after)', at: '2026-09-06T04:00:00Z', es: 'miércoles 9 de septiembre', en: 'Wednesday, September 9', pickup: '2026-09-07', transferBy: 'martes 8 de septiembre, 01:00', heldUntil: 'domingo 6 de septiembre, 01:20', month: '2026-09', tracking: '6 de septiembre de 2026, 01:00', day: '2026-09-06' },
  { santiago: 'Thu 17 Sep 2026 12:00', at: '2026-09-17T15:00:00Z', es: 'martes 22 de septiembre', en: 'Tuesday, September 22', pickup: '2026-09-17', transferBy: 'sábado 19 de septiembre, 12:00', heldUntil: 'jueves 17 de septiembre, 12:20', month: '2026-09', tracking: '17 de septiembre de 2026, 12:00', day: '2026-09-17' },
  { santiago: 'Fri 18 Sep 2026 12:00 (Fiestas Patrias)', at: '2026-09-18T15:00:00Z', es: 'miércoles 23 de septiembre', en: 'Wednesday, September 23', pickup: '2026-09-21', transferBy: 'domingo 20 de septiembre, 12:00', heldUntil: 'viernes 18 de septiembre, 12:20', month: '2026-09', tracking: '18 de septiembre de 2026, 12:00', day: '2026-09-18' },
  { santiago: 'Sat 19 Sep 2026 12:00', at: '2026-09-19T15:00:00Z', es: 'miércoles 23 de septiembre', en: 'Wednesday, September 23', pickup: '2026-09-21', transferBy: 'lunes 21 de septiembre, 12:00', heldUntil: 'sábado 19 de septiembre, 12:20', month: '2026-09', tracking: '19 de septiembre de 2026, 12:00', day: '2026-09-19' },
  { santiago: 'Sun 20 Sep 2026 12:00', at: '2026-09-20T15:00:00Z', es: 'miércoles 23 de septiembre', en: 'Wednesday, September 23', pickup: '2026-09-21', transferBy: 'martes 22 de septiembre, 12:00', heldUntil: 'domingo 20 de septiembre, 12:20', month: '2026-09', tracking: '20 de septiembre de 2026, 12:00', day: '2026-09-20' },
  { santiago: 'Thu 24 Dec 2026 12:59 (a minute before the cut-off)', at: '2026-12-24T15:59:00Z', es: 'martes 29 de diciembre', en: 'Tuesday, December 29', pickup: '2026-12-24', transferBy: 'sábado 26 de diciembre, 12:59', heldUntil: 'jueves 24 de diciembre, 13:19', month: '2026-12', tracking: '24 de diciembre de 2026, 12:59', day: '2026-12-24' },
  { santiago: 'Fri 25 Dec 2026 10:00 (Christmas)', at: '2026-12-25T13:00:00Z', es: 'miércoles 30 de diciembre', en: 'Wednesday, December 30', pickup: '2026-12-28', transferBy: 'domingo 27 de diciembre, 10:00', heldUntil: 'viernes 25 de diciembre, 10:20', month: '2026-12', tracking: '25 de diciembre de 2026, 10:00', day: '2026-12-25' },
  { santiago: 'Thu 31 Dec 2026 23:30 (already 1 January in UTC)', at: '2027-01-01T02:30:00Z', es: 'miércoles 6 de enero', en: 'Wednesday, January 6', pickup: '2027-01-04', transferBy: 'sábado 2 de enero, 23:30', heldUntil: 'jueves 31 de diciembre, 23:50', month: '2026-12', tracking: '31 de diciembre de 2026, 23:30', day: '2026-12-31' },
  { santiago: 'Sun 31 Jan 2027 21:30 (already 1 February in UTC)', at: '2027-02-01T00:30:00Z', es: 'miércoles 3 de febrero', en: 'Wednesday, February 3', pickup: '2027-02-01', transferBy: 'martes 2 de febrero, 21:30', heldUntil: 'domingo 31 de enero, 21:50', month: '2027-01', tracking: '31 de enero de 2027, 21:30', day: '2027-01-31' },
  { santiago: 'Mon 1 Feb 2027 09:00 (the 1st after a 31st)', at: '2027-02-01T12:00:00Z', es: 'miércoles 3 de febrero', en: 'Wednesday, February 3', pickup: '2027-02-01', transferBy: 'miércoles 3 de febrero, 09:00', heldUntil: 'lunes 1 de febrero, 09:20', month: '2027-02', tracking: '1 de febrero de 2027, 09:00', day: '2027-02-01' },
]

async function estimateAt(at: string, locale: 'es' | 'en'): Promise<DeliveryEstimate> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(at))
  try {
    return (await json<{ data: DeliveryEstimate }>(await t.call('/api/delivery/estimate?commune_id=13101', { locale })))
      .data
  } finally {
    vi.useRealTimers()
  }
}

/** A coupon with no limits that runs on the Santiago days from..to (the back-office stores them as instants). */
const coupon = (from: string, to: string): CouponRow =>
  ({
    code: 'CALENDARIO',
    active: 1,
    starts_at: dayStartUtc(from),
    expires_at: dayStartUtc(to, 1),
    total_limit: null,
    per_customer_limit: null,
    min_amount: 0,
  }) as CouponRow

/** The sale-window rule of the catalogue's SQL, asked at `at` for a sale on the Santiago days from..to. */
async function onSaleAt(at: string, from: string, to: string): Promise<boolean> {
  const row = await t.db
    .prepare(
      `SELECT ${onSaleSql('p', '?1')} AS on_sale FROM (SELECT 1 AS sale_price, ?2 AS sale_starts_at, ?3 AS sale_ends_at) p`,
    )
    .bind(new Date(at).toISOString(), dayStartUtc(from), dayStartUtc(to, 1))
    .first<{ on_sale: number }>()
  return row!.on_sale === 1
}

describe.each(rows)('at $santiago', (row) => {
  it('promises delivery and pick-up on the right working day, in both languages', async () => {
    const es = await estimateAt(row.at, 'es')
    expect(es.labels.delivery).toBe(row.es)
    expect(es.pickup.date).toBe(row.pickup)
    expect(es.today).toBe(row.day)
    expect((await estimateAt(row.at, 'en')).labels.delivery).toBe(row.en)
  })

  it('words the transfer deadline, the card hold, the agenda month and the tracking date in Santiago time', () => {
    expect(formatDeadline(transferDeadline(row.at), 'es')).toBe(row.transferBy)
    expect(formatDeadline(new Date(Date.parse(row.at) + PAYMENT_WINDOW_MS), 'es')).toBe(row.heldUntil)
    expect(santiagoMonthKey(row.at)).toBe(row.month)
    expect(formatDateTime(row.at, 'es')).toBe(row.tracking)
  })

  it('opens coupons and sales by Santiago days', async () => {
    const now = new Date(row.at)
    const nextDay = new Date(Date.parse(`${row.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const dayBefore = new Date(Date.parse(`${row.day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    expect(await couponProblem(t.db, coupon(row.day, row.day), 1000, null, now)).toBeNull()
    expect(await couponProblem(t.db, coupon(dayBefore, dayBefore), 1000, null, now)).toBe('invalid')
    expect(await couponProblem(t.db, coupon(nextDay, nextDay), 1000, null, now)).toBe('invalid')
    expect(await onSaleAt(row.at, row.day, row.day)).toBe(true)
    expect(await onSaleAt(row.at, dayBefore, dayBefore)).toBe(false)
    expect(await onSaleAt(row.at, nextDay, nextDay)).toBe(false)
  })
})
