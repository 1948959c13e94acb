import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderAction } from '~/contract/admin'
import type { OrderStatus } from '~/contract/checkout'
import { formatShortDateTime, formatShortDay } from '~/lib/dates'

// Words and formats of the back-office, in the staff member's language; dates always in the shop's time zone.

const STATUS = {
  pending_payment: msg`Pendiente de pago`,
  payment_failed: msg`Pago fallido`,
  expired: msg`Expirado`,
  in_validation: msg`En validación`,
  paid: msg`Confirmado`,
  on_the_way: msg`En camino`,
  delivered: msg`Entregado`,
  cancelled: msg`Cancelado`,
} satisfies Record<OrderStatus, unknown>

export function orderStatusLabel(i18n: I18n, status: string): string {
  const descriptor = STATUS[status as OrderStatus]
  return descriptor ? i18n._(descriptor) : status
}

export function orderStatusTone(status: string): 'wait' | 'ok' | 'move' | 'done' | 'bad' {
  if (status === 'in_validation' || status === 'pending_payment') return 'wait'
  if (status === 'paid') return 'ok'
  if (status === 'on_the_way') return 'move'
  if (status === 'delivered') return 'done'
  return 'bad'
}

const ACTION = {
  confirm: msg`Confirmar pedido`,
  dispatch: msg`Despachar`,
  deliver: msg`Marcar entregado`,
  cancel: msg`Cancelar pedido`,
} satisfies Record<OrderAction, unknown>

export function orderActionLabel(i18n: I18n, action: OrderAction): string {
  return i18n._(ACTION[action])
}

/** '26-11-2026 23:35' / 'Nov 26, 2026, 11:35 PM' in Santiago (src/lib/dates.ts). */
export function dateTime(value: string | null | undefined, locale: string): string {
  return formatShortDateTime(value, locale)
}

/** A calendar day ('2026-11-26') as 'jue, 26 nov' — a day, not an instant. */
export function calendarDay(day: string | null | undefined, locale: string): string {
  return formatShortDay(day, locale)
}

/** A route's search params as the query strings the API's list schemas read (empty values left out). */
export function listQuery(search: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(search)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
}

/** Whether the signed-in staff member is an administrator (the API decides; this only picks what to show). */
export function isAdmin(staff: { state: string; me?: { role: string } }): boolean {
  return staff.state === 'ok' && staff.me?.role === 'admin'
}

/**
 * A text filter of a back-office URL, kept plain (`?q=123456785&low_stock=5`). The router writes search values
 * as JSON and quotes a string that would read back as a number (`?low_stock=%225%22`); a number is written as it
 * is. So digits are kept as a number in the route's state and come out as text again in `listQuery`.
 */
export const plainSearchText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value)),
      v.maxLength(80),
      v.transform((text): string | number => (/^(0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text)),
    ),
  ),
  undefined,
)

/** A form's filters ready for the URL: empty ones dropped, digits as numbers (see plainSearchText). */
export function plainValues<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== '' && value !== undefined && value !== null)
      .map(([key, value]) => [
        key,
        typeof value === 'string' && /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value,
      ]),
  ) as T
}
