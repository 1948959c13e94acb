import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// Labels of the order statuses of migration 0005 and docs/product.md, How things behave (tracking and payment statuses).
const STATUS = {
  pending_payment: msg`Pendiente de pago`,
  paid: msg`Pagada`,
  in_validation: msg`En validación`,
  confirmed: msg`Compra confirmada`,
  on_the_way: msg`En camino`,
  delivered: msg`Entregada`,
  payment_failed: msg`Pago fallido`,
  expired: msg`Expirada`,
  cancelled: msg`Cancelada`,
} as const

export function statusLabel(i18n: I18n, status: string): string {
  const message = STATUS[status as keyof typeof STATUS]
  return message ? i18n._(message) : status
}

export function statusTone(status: string): 'ok' | 'wait' | 'bad' {
  if (['paid', 'confirmed', 'on_the_way', 'delivered'].includes(status)) return 'ok'
  if (['payment_failed', 'expired', 'cancelled'].includes(status)) return 'bad'
  return 'wait'
}

/** An instant of the order's life (purchase, timeline) as its Santiago day; one format for the whole shop. */
export { formatDate } from '~/lib/dates'
/** A calendar day the order carries (the promised delivery day): written as it is, no time zone moves it. */
export { formatCalendarDate, formatDateTime } from '~/lib/dates'
