import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderAction } from '~/contract/admin'
import type { OrderStatus } from '~/contract/checkout'
import { formatShortDateTime, formatShortDay } from '~/lib/dates'
import { santiagoParts } from '~/lib/santiago-time'

export { plainValues } from './search-params'

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

/**
 * A calendar day ('2026-11-26') as 'jue, 26 nov' — a day, not an instant — with its year when that is not the
 * current one in Santiago ('sáb, 30 dic 2023'): a coupon that ended years ago must not read as this December.
 */
export function calendarDay(day: string | null | undefined, locale: string, now: Date | number = Date.now()): string {
  const year = day ? Number(day.slice(0, 4)) : NaN
  return formatShortDay(day, locale, { year: year !== santiagoParts(now).year })
}
