import type * as v from 'valibot'
import type { StaffMe } from '~/contract/admin'
import type { AdminCoupon, CouponStatus, couponCreateSchema, couponUpdateSchema } from '~/contract/admin-ops'
import { addDays } from '~/lib/delivery-promise'
import { santiagoParts } from '~/lib/santiago-time'
import { HttpError, type ApiContext } from '../http'
import { dayStartUtc } from './dates'
import { opsCopy } from './ops-messages'
import { auditStatement } from './queries/audit'
import {
  couponCodeOwner,
  findCouponRow,
  insertCouponStatement,
  listCouponRows,
  updateCouponStatement,
  type AdminCouponRow,
  type CouponColumns,
} from './queries/coupons'

// Coupons as the staff run them (docs/backoffice.md, Coupons). Validity is in Santiago calendar days, stored as
// the instants those days start and end; uses are counted from orders (src/api/coupons/queries.ts), so nothing
// here keeps a counter. Edits name the version the person saw (409 for the second of two).

type CreateInput = v.InferOutput<typeof couponCreateSchema>
type UpdateInput = v.InferOutput<typeof couponUpdateSchema>

const pad = (n: number) => String(n).padStart(2, '0')
function santiagoDay(instant: string): string {
  const p = santiagoParts(instant)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

/** The coupon's status at `now` (docs/backoffice.md, Coupons): the first that holds, in this order. */
export function couponStatus(r: AdminCouponRow, now: number): CouponStatus {
  if (r.active !== 1) return 'disabled'
  if (r.expires_at && Date.parse(r.expires_at) <= now) return 'expired'
  if (r.total_limit !== null && r.uses >= r.total_limit) return 'exhausted'
  if (r.starts_at && Date.parse(r.starts_at) > now) return 'scheduled'
  return 'active'
}

export function toAdminCoupon(r: AdminCouponRow, now = Date.now()): AdminCoupon {
  return {
    id: r.id,
    status: couponStatus(r, now),
    code: r.code,
    kind: r.kind,
    value: r.value,
    min_amount: r.min_amount,
    starts_on: r.starts_at ? santiagoDay(r.starts_at) : '',
    // expires_at is the start of the day after the last one.
    ends_on: r.expires_at ? addDays(santiagoDay(r.expires_at), -1) : '',
    total_limit: r.total_limit,
    per_customer_limit: r.per_customer_limit,
    auto_apply: r.auto_apply === 1,
    active: r.active === 1,
    version: r.version,
    uses: r.uses,
    created_at: r.created_at,
  }
}

/** What the audit keeps of a coupon: its terms as staff typed them. */
function terms(c: AdminCoupon | CreateInput) {
  return {
    code: c.code,
    kind: c.kind,
    value: c.value,
    min_amount: c.min_amount,
    starts_on: c.starts_on,
    ends_on: c.ends_on,
    total_limit: c.total_limit,
    per_customer_limit: c.per_customer_limit,
    auto_apply: c.auto_apply,
    active: c.active,
  }
}

function columns(c: ApiContext, input: CreateInput): CouponColumns {
  const copy = opsCopy(c.var.locale)
  if (input.kind === 'percent' && input.value > 100) {
    throw new HttpError(422, copy.couponPercentMax, { value: [copy.couponPercentMax] })
  }
  if (input.starts_on && input.ends_on && input.ends_on < input.starts_on) {
    throw new HttpError(422, copy.couponDatesReversed, { ends_on: [copy.couponDatesReversed] })
  }
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    min_amount: input.min_amount,
    starts_at: input.starts_on ? dayStartUtc(input.starts_on) : null,
    expires_at: input.ends_on ? dayStartUtc(input.ends_on, 1) : null,
    total_limit: input.total_limit,
    per_customer_limit: input.per_customer_limit,
    auto_apply: input.auto_apply ? 1 : 0,
    active: input.active ? 1 : 0,
  }
}

export async function listCoupons(c: ApiContext, q: string, state: 'all' | 'active' | 'inactive') {
  return (await listCouponRows(c.var.d1, q, state)).map((row) => toAdminCoupon(row))
}

async function requireCoupon(c: ApiContext, id: number): Promise<AdminCoupon> {
  const row = await findCouponRow(c.var.d1, id)
  if (!row) throw new HttpError(404, opsCopy(c.var.locale).couponNotFound)
  return toAdminCoupon(row)
}

async function codeIsFree(c: ApiContext, code: string, id: number | null) {
  const owner = await couponCodeOwner(c.var.d1, code)
  if (owner && owner.id !== id) {
    const text = opsCopy(c.var.locale).couponCodeTaken(code)
    throw new HttpError(409, text, { code: [text] })
  }
}

export async function createCoupon(c: ApiContext, staff: StaffMe, input: CreateInput): Promise<AdminCoupon> {
  const d1 = c.var.d1
  const cols = columns(c, input)
  await codeIsFree(c, input.code, null)
  const insert = insertCouponStatement(d1, cols)
  try {
    const [result] = await d1.batch([
      insert,
      auditStatement(
        d1,
        staff,
        { action: 'coupon.create', entity: { type: 'coupon', id: input.code }, after: terms(input) },
        { sql: 'changes() = 1', bind: [] },
      ),
    ])
    const created = await requireCoupon(c, result!.meta.last_row_id)
    return created
  } catch (err) {
    // Two people creating the same code at once: the UNIQUE index answers for the second.
    if (String(err).includes('UNIQUE')) await codeIsFree(c, input.code, null)
    throw err
  }
}

export async function updateCoupon(
  c: ApiContext,
  staff: StaffMe,
  id: number,
  input: UpdateInput,
): Promise<AdminCoupon> {
  const d1 = c.var.d1
  const current = await requireCoupon(c, id)
  const cols = columns(c, input)
  await codeIsFree(c, input.code, id)
  if (current.version !== input.version) throw conflict(c, current)
  const action = !input.active && current.active ? 'coupon.deactivate' : 'coupon.update'
  const results = await d1.batch([
    updateCouponStatement(d1, id, input.version, cols),
    auditStatement(
      d1,
      staff,
      { action, entity: { type: 'coupon', id }, before: terms(current), after: terms(input) },
      { sql: 'changes() = 1', bind: [] },
    ),
  ])
  if ((results[0]?.meta.changes ?? 0) !== 1) throw conflict(c, await requireCoupon(c, id))
  return requireCoupon(c, id)
}

/**
 * DELETE deactivates: orders keep pointing at the coupon's code and its uses stay countable. Deactivating an
 * inactive coupon changes nothing and answers it as it is.
 */
export async function deactivateCoupon(c: ApiContext, staff: StaffMe, id: number): Promise<AdminCoupon> {
  const d1 = c.var.d1
  const current = await requireCoupon(c, id)
  if (!current.active) return current
  const results = await d1.batch([
    updateCouponStatement(d1, id, current.version, { active: 0 }),
    auditStatement(
      d1,
      staff,
      {
        action: 'coupon.deactivate',
        entity: { type: 'coupon', id },
        before: { active: true },
        after: { active: false },
      },
      { sql: 'changes() = 1', bind: [] },
    ),
  ])
  if ((results[0]?.meta.changes ?? 0) !== 1) throw conflict(c, await requireCoupon(c, id))
  return requireCoupon(c, id)
}

function conflict(c: ApiContext, current: AdminCoupon): HttpError {
  return new HttpError(409, opsCopy(c.var.locale).couponConflict, undefined, undefined, { current })
}
