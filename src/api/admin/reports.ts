import { REVENUE_STATUSES, type Dashboard, type StaffMe } from '~/contract/admin'
import { addDays, santiagoToday } from '~/lib/delivery-promise'
import { santiagoParts } from '~/lib/santiago-time'
import { formatChileanPhone } from '~/lib/phone'
import type { ApiContext } from '../http'
import { auditStatement } from './queries/audit'
import { dayStartUtc } from './dates'
import { orderFilters } from './orders/queries'
import { lowStockThreshold } from './stock'
import {
  confirmedEventBookingsStatement,
  confirmedTableBookingsStatement,
  exportPage,
  lowStockCountStatement,
  ordersAndRevenueStatement,
  ordersInStatusStatement,
  type ExportRow,
} from './queries/reports'

// The dashboard's numbers and the accountant's CSV. The dashboard counts with the same filters the order list
// uses (status 'placed', a date range in Santiago days), so a tile and the list it links to always agree.

export async function dashboard(c: ApiContext): Promise<Dashboard> {
  const d1 = c.var.d1
  const today = santiagoToday(new Date()).day
  const threshold = lowStockThreshold(c.env)
  const period = (from: string) => {
    const placed = orderFilters({ status: 'placed', from: dayStartUtc(from), to: dayStartUtc(today, 1) })
    return ordersAndRevenueStatement(d1, REVENUE_STATUSES, placed)
  }
  const [day, week, pending, dispatch, low, events, tables] = await d1.batch([
    period(today),
    period(addDays(today, -6)),
    ordersInStatusStatement(d1, 'in_validation'),
    ordersInStatusStatement(d1, 'paid'),
    lowStockCountStatement(d1, threshold),
    confirmedEventBookingsStatement(d1, new Date().toISOString(), dayStartUtc(today, 8)),
    confirmedTableBookingsStatement(d1, today, addDays(today, 7)),
  ])
  const first = <T>(r: D1Result | undefined) => r!.results[0] as T
  const n = (r: D1Result | undefined) => first<{ n: number }>(r).n
  return {
    today: first<{ orders: number; revenue: number }>(day),
    last_7_days: first<{ orders: number; revenue: number }>(week),
    pending_transfers: n(pending),
    to_dispatch: n(dispatch),
    low_stock: n(low),
    low_stock_threshold: threshold,
    upcoming_reservations: { events: n(events), tables: n(tables) },
  }
}

// ---------------------------------------------------------------------------------------------------------- CSV

const HEADER = [
  'Número',
  'Fecha',
  'Estado',
  'Cliente',
  'RUT cliente',
  'Correo',
  'Teléfono',
  'Documento',
  'RUT factura',
  'Razón social',
  'Giro',
  'Subtotal',
  'Ofertas',
  'Cupón',
  'Descuento',
  'Despacho',
  'Caja de regalo',
  'Total',
  'Medio de pago',
  'Estado del pago',
  'Devuelto',
  // What the shop kept: the total of a paid order less its refunds (0 while nothing was paid).
  'Neto pagado',
  'Región',
  'Comuna',
]

const PAYMENT_STATE_ES: Record<string, string> = {
  unpaid: 'Sin pago',
  paid: 'Pagado',
  partially_refunded: 'Reembolso parcial',
  refunded: 'Reembolsado',
}

const STATUS_ES: Record<string, string> = {
  pending_payment: 'Pendiente de pago',
  payment_failed: 'Pago fallido',
  expired: 'Expirado',
  in_validation: 'En validación',
  paid: 'Confirmado',
  on_the_way: 'En camino',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
}

/** One CSV field for Excel in Spanish: `;` separates fields (the decimal comma's list separator), quotes doubled. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  // A leading = + - @ would be read as a formula by a spreadsheet: prefix it with an apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function csvLine(row: ExportRow): string {
  const customer = JSON.parse(row.customer) as { name: string; surname: string; rut: string }
  const invoice = row.invoice ? (JSON.parse(row.invoice) as { rut?: string; reason?: string; giro?: string }) : null
  const address = (JSON.parse(row.delivery) as { address?: { region?: string; commune?: string } | null }).address
  const p = santiagoParts(row.created_at)
  const when = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
  return [
    row.number,
    when,
    STATUS_ES[row.status] ?? row.status,
    `${customer.name} ${customer.surname}`,
    customer.rut,
    row.email,
    row.phone ? formatChileanPhone(row.phone) : '',
    row.document === 'factura' ? 'Factura' : 'Boleta',
    invoice?.rut ?? '',
    invoice?.reason ?? '',
    invoice?.giro ?? '',
    row.subtotal,
    row.product_discount,
    row.coupon_discount,
    row.discount,
    row.shipping,
    row.gift_box,
    row.total,
    row.payment_platform === 'transfer' ? 'Transferencia' : 'Webpay',
    PAYMENT_STATE_ES[row.payment_state] ?? row.payment_state,
    row.refunded,
    row.payment_state === 'unpaid' ? 0 : row.total - row.refunded,
    address?.region ?? '',
    address?.commune ?? '',
  ]
    .map(csvField)
    .join(';')
}

const PAGE = 500

/**
 * Orders created in [from, to] (Santiago days) as CSV, UTF-8 with a BOM so Excel opens it with accents intact.
 * Streamed page by page (keyset on seq), so a year of orders never sits in memory at once.
 */
export function ordersCsv(
  c: ApiContext,
  staff: StaffMe,
  query: { from: string; to: string; status: string; payment: string; region: string | number; q: string },
): ReadableStream<Uint8Array> {
  const d1 = c.var.d1
  const { from, to } = query
  // The same filters as the list the person was looking at (status, payment, region, search), over these days.
  const filters = orderFilters({
    status: query.status as never,
    payment: query.payment as never,
    region: query.region as never,
    q: query.q,
    from: dayStartUtc(from),
    to: dayStartUtc(to, 1),
  })
  const encoder = new TextEncoder()
  let after = 0
  let started = false
  let exported = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(`\uFEFF${HEADER.join(';')}\r\n`))
        return
      }
      const results = await exportPage(d1, filters, after, PAGE)
      if (results.length) {
        after = results[results.length - 1]!.seq
        exported += results.length
        controller.enqueue(encoder.encode(results.map((r) => `${csvLine(r)}\r\n`).join('')))
      }
      if (results.length < PAGE) {
        // Who took the tax data out, and for which days: exports are staff actions like any other.
        await auditStatement(d1, staff, {
          action: 'orders.export',
          entity: { type: 'order', id: `${from}..${to}` },
          after: {
            from,
            to,
            rows: exported,
            ...Object.fromEntries(
              (['status', 'payment', 'region', 'q'] as const).filter((k) => query[k] !== '').map((k) => [k, query[k]]),
            ),
          },
        }).run()
        controller.close()
      }
    },
  })
}
