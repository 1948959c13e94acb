import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { AuditDetails, AuditEntry } from '~/contract/admin'
import { formatCLP } from '~/lib/money'
import { calendarDay, orderStatusLabel } from './format'

// The one place that says an audit row in words, in the reader's language: "Andrea canceló el pedido VA100002:
// sin stock del proveedor", "Andrea confirmó el pedido VA100002: transferencia de $25.970 confirmada, ref.
// OP-778812". The audit log and every timeline use it. Its input is the row as recorded (action, who, the
// subject's name, the details before and after), so rows written before an action had its sentence still read
// as a sentence: the generic one names what changed.

/** Where the subject's name links to in the back-office (null: no page for it, or it no longer exists). */
export type SubjectLink =
  | { to: '/gestion/pedidos/$numero'; params: { numero: string } }
  | { to: '/gestion/clientes/$id'; params: { id: string } }
  | { to: '/gestion/cupones' }
  | { to: '/gestion/reservas' }
  | { to: '/gestion/mensajes' }
  | { to: '/gestion/stock'; search: { q: string } }

export interface AuditSentence {
  /** The whole sentence as text (for a title, a CSV, a test). */
  text: string
  /** The sentence around the subject: `before` + subject (a link when `link`) + `after`. No subject: all in `before`. */
  before: string
  subject: string | null
  after: string
  link: SubjectLink | null
}

export type AuditRow = Pick<
  AuditEntry,
  'action' | 'actor_email' | 'actor_name' | 'entity_type' | 'entity_id' | 'subject' | 'before' | 'after'
>

// Where the subject goes inside a translated sentence; split out again so the page can make it a link.
const MARK = '\u2063§\u2063'

const str = (d: AuditDetails | null, key: string): string => {
  const value = d?.[key]
  return value === null || value === undefined ? '' : String(value)
}
const num = (d: AuditDetails | null, key: string): number => Number(d?.[key] ?? 0)

const STOCK_REASON = {
  received: msg`recepción`,
  broken: msg`merma`,
  count: msg`conteo`,
} as const

const SUBJECT_KIND = {
  order: msg`el pedido`,
  product: msg`el producto`,
  content: msg`el contenido`,
  reservation: msg`la reserva`,
  message: msg`el mensaje de`,
  user: msg`la cuenta de`,
  customer: msg`los datos de`,
  coupon: msg`el cupón`,
  event: msg`el evento`,
  article: msg`el artículo`,
} as const

function linkOf(row: AuditRow): SubjectLink | null {
  if (!row.subject) return null
  switch (row.entity_type) {
    case 'order':
      return { to: '/gestion/pedidos/$numero', params: { numero: row.subject } }
    case 'customer':
      return /^\d+$/.test(row.entity_id) ? { to: '/gestion/clientes/$id', params: { id: row.entity_id } } : null
    case 'coupon':
      return { to: '/gestion/cupones' }
    case 'reservation':
      return { to: '/gestion/reservas' }
    case 'message':
      return { to: '/gestion/mensajes' }
    case 'product':
      return { to: '/gestion/stock', search: { q: row.subject } }
    default:
      return null
  }
}

/** The sentence's text with MARK where the subject goes. */
function template(i18n: I18n, row: AuditRow, actor: string): string {
  const s = MARK
  const a = row.after
  const b = row.before
  const money = (n: number) => formatCLP(n, i18n.locale)
  switch (row.action) {
    case 'order.confirm': {
      const amount = str(a, 'transfer.amount')
      if (amount) {
        const ref = str(a, 'transfer.reference')
        return i18n._(
          msg`${actor} confirmó el pedido ${s}: transferencia de ${money(Number(amount))} confirmada, ref. ${ref}`,
        )
      }
      return i18n._(msg`${actor} confirmó el pedido ${s}`)
    }
    case 'order.dispatch': {
      const courier = str(a, 'courier')
      const code = str(a, 'tracking_number')
      return i18n._(msg`${actor} despachó el pedido ${s} con ${courier}, seguimiento ${code}`)
    }
    case 'order.deliver':
      return i18n._(msg`${actor} marcó el pedido ${s} como entregado`)
    case 'order.cancel': {
      const reason = str(a, 'reason')
      return i18n._(msg`${actor} canceló el pedido ${s}: ${reason}`)
    }
    case 'order.refund': {
      const amount = money(num(a, 'amount'))
      const reason = str(a, 'reason')
      if (str(a, 'method') === 'transfer') {
        const ref = str(a, 'reference')
        return i18n._(msg`${actor} devolvió ${amount} del pedido ${s} por transferencia, ref. ${ref}: ${reason}`)
      }
      return i18n._(msg`${actor} devolvió ${amount} del pedido ${s} a la tarjeta: ${reason}`)
    }
    case 'order.refund_failed': {
      const amount = money(num(a, 'amount'))
      return i18n._(msg`Webpay rechazó la devolución de ${amount} del pedido ${s} que pidió ${actor}`)
    }
    // Written by the shop itself (the payments system account) when a capture could not be kept.
    case 'payment.reversed': {
      const amount = money(num(a, 'amount'))
      return str(a, 'reason') === 'duplicate'
        ? i18n._(msg`Se anuló automáticamente un cobro repetido de ${amount} del pedido ${s}, que ya estaba pagado`)
        : i18n._(msg`Se anuló automáticamente un cobro de ${amount} del pedido ${s}, que ya no esperaba pago`)
    }
    case 'payment.reversal_failed': {
      const amount = money(num(a, 'amount'))
      return i18n._(msg`Webpay no dejó anular un cobro de ${amount} del pedido ${s}: hay que devolverlo a mano`)
    }
    case 'orders.export': {
      const rows = num(a, 'rows')
      const from = calendarDay(str(a, 'from'), i18n.locale)
      const to = calendarDay(str(a, 'to'), i18n.locale)
      return i18n._(
        msg`${actor} exportó ${plural(rows, { one: '# pedido', other: '# pedidos' })} a CSV (del ${from} al ${to})`,
      )
    }
    case 'stock.adjust': {
      const from = num(b, 'stock')
      const to = num(a, 'stock')
      const reasonKey = str(a, 'reason') as keyof typeof STOCK_REASON
      const reason = STOCK_REASON[reasonKey] ? i18n._(STOCK_REASON[reasonKey]) : reasonKey
      const note = str(a, 'note')
      return note
        ? i18n._(msg`${actor} ajustó el stock de ${s} de ${from} a ${to} (${reason}: ${note})`)
        : i18n._(msg`${actor} ajustó el stock de ${s} de ${from} a ${to} (${reason})`)
    }
    case 'product.create':
      return productCreated(i18n, a, actor)
    case 'product.update':
      return productUpdated(i18n, row, actor)
    case 'product.activate':
      return i18n._(msg`${actor} activó el producto ${s}`)
    case 'product.deactivate':
      return i18n._(msg`${actor} desactivó el producto ${s}`)
    case 'photo.add':
    case 'product.photo.add':
      return i18n._(msg`${actor} agregó una foto a ${s}`)
    case 'photo.remove':
    case 'product.photo.remove':
      return i18n._(msg`${actor} quitó una foto de ${s}`)
    case 'reservation.confirm':
      return i18n._(msg`${actor} confirmó la reserva ${s}`)
    case 'reservation.cancel':
      return i18n._(msg`${actor} canceló la reserva ${s}`)
    case 'reservation.export': {
      const rows = num(a, 'rows')
      return i18n._(
        msg`${actor} descargó la lista de asistentes de ${s} (${plural(rows, { one: '# reserva', other: '# reservas' })})`,
      )
    }
    case 'message.answered':
      return i18n._(msg`${actor} marcó como respondido el mensaje de ${s}`)
    case 'message.reply':
      return i18n._(msg`${actor} respondió por correo el mensaje de ${s}`)
    case 'staff.invite': {
      const role = str(a, 'role') === 'admin' ? i18n._(msg`administración`) : i18n._(msg`equipo`)
      return i18n._(msg`${actor} invitó a ${s} al equipo (${role})`)
    }
    case 'staff.accept':
      return i18n._(msg`${actor} aceptó la invitación al equipo`)
    case 'staff.revoke':
      return i18n._(msg`${actor} quitó el acceso a la gestión a ${s}`)
    case 'coupon.create':
      return i18n._(msg`${actor} creó el cupón ${s} (${couponTerms(i18n, a)})`)
    case 'coupon.update':
      return i18n._(msg`${actor} cambió el cupón ${s} (${couponTerms(i18n, a)})`)
    case 'coupon.deactivate':
      return i18n._(msg`${actor} desactivó el cupón ${s}`)
    case 'customer.export':
      return i18n._(msg`${actor} exportó los datos personales de ${s}`)
    case 'customer.anonymise':
      return i18n._(
        msg`${actor} borró los datos personales de ${s} a su pedido; sus pedidos quedan para el registro tributario`,
      )
    default:
      return generic(i18n, row, actor)
  }
}

// A product's fields as the editor names them, so the log never shows `texts_en.pairing` or `active: false → true`.
const PRODUCT_FIELD: Record<string, MessageDescriptor> = {
  name: msg`el nombre`,
  slug: msg`la dirección`,
  sku: msg`el SKU`,
  product_type: msg`el tipo de producto`,
  style: msg`el estilo`,
  price: msg`el precio`,
  reference_price: msg`el precio de referencia`,
  sale_price: msg`el precio de oferta`,
  sale_starts_at: msg`el inicio de la oferta`,
  sale_ends_at: msg`el fin de la oferta`,
  stock: msg`el stock`,
  categories: msg`las categorías`,
  brand: msg`el productor`,
  country: msg`el país`,
  region: msg`la región`,
  appellation: msg`la denominación`,
  strain: msg`la cepa principal`,
  strains: msg`las cepas`,
  vineyard: msg`el viñedo`,
  vintage: msg`la cosecha`,
  size: msg`el formato`,
  alcohol: msg`el grado alcohólico`,
  body: msg`el cuerpo`,
  acidity: msg`la acidez`,
  sweetness: msg`el dulzor`,
  freshness: msg`la frescura`,
  ageing: msg`la guarda`,
  aroma_family: msg`la familia aromática`,
  formats: msg`los formatos`,
  description: msg`la descripción`,
  description_card: msg`la línea de la tarjeta`,
  tasting_notes: msg`las notas de cata`,
  aromatic_notes: msg`las notas aromáticas`,
  pairing: msg`el maridaje`,
  sommelier_comment: msg`el comentario del sumiller`,
}
const PRODUCT_MONEY = new Set(['price', 'reference_price', 'sale_price'])

/** "el maridaje (inglés)" for `texts_en.pairing`; null for a key the editor does not show. */
function productField(i18n: I18n, key: string): { label: string; text: boolean } | null {
  const lang = /^texts_(es|en)\.(.+)$/.exec(key)
  const name = lang ? lang[2]! : key
  const descriptor = PRODUCT_FIELD[name]
  if (!descriptor) return null
  if (!lang) return { label: i18n._(descriptor), text: false }
  const language = lang[1] === 'en' ? i18n._(msg`inglés`) : i18n._(msg`español`)
  return { label: `${i18n._(descriptor)} (${language})`, text: true }
}

const shownValue = (i18n: I18n, key: string, value: unknown): string => {
  if (PRODUCT_MONEY.has(key) && typeof value === 'number') return formatCLP(value, i18n.locale)
  if (Array.isArray(value)) return value.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ')
  return String(value)
}

/** "creó el producto X (borrador)" / "creó y publicó el producto X a $12.990, 24 unidades". */
function productCreated(i18n: I18n, a: AuditDetails | null, actor: string): string {
  const s = MARK
  const price = formatCLP(num(a, 'price'), i18n.locale)
  const units = num(a, 'stock')
  return a?.active === true
    ? i18n._(
        msg`${actor} creó y publicó el producto ${s} a ${price}, ${plural(units, { one: '# unidad', other: '# unidades' })}`,
      )
    : i18n._(
        msg`${actor} creó el producto ${s} como borrador, a ${price}, ${plural(units, { one: '# unidad', other: '# unidades' })}`,
      )
}

/**
 * One clause per field that changed, with the editor's label: "publicó el producto X: cambió el precio de $12.990
 * a $10.990, cambió el maridaje (inglés)". Long texts are named, not quoted; fields the editor does not show are
 * counted.
 */
function productUpdated(i18n: I18n, row: AuditRow, actor: string): string {
  const s = MARK
  const before = row.before ?? {}
  const after = row.after ?? {}
  const clauses: string[] = []
  let others = 0
  for (const [key, value] of Object.entries(after)) {
    if (key === 'active' || key === 'version' || JSON.stringify(before[key]) === JSON.stringify(value)) continue
    const field = productField(i18n, key)
    if (!field) {
      if (key !== 'name' || before[key] !== undefined) others += 1
      continue
    }
    const label = field.label
    const was = before[key]
    const empty = (x: unknown) => x === null || x === undefined || x === '' || (Array.isArray(x) && x.length === 0)
    if (field.text) clauses.push(i18n._(msg`cambió ${label}`))
    else if (empty(value)) clauses.push(i18n._(msg`quitó ${label}`))
    else if (empty(was)) {
      const to = shownValue(i18n, key, value)
      clauses.push(i18n._(msg`puso ${label} en ${to}`))
    } else {
      const from = shownValue(i18n, key, was)
      const to = shownValue(i18n, key, value)
      clauses.push(i18n._(msg`cambió ${label} de ${from} a ${to}`))
    }
  }
  if (others > 0) {
    clauses.push(i18n._(msg`${plural(others, { one: 'cambió # dato más', other: 'cambió # datos más' })}`))
  }
  const head =
    after.active === true && before.active === false
      ? i18n._(msg`${actor} publicó el producto ${s}`)
      : after.active === false && before.active === true
        ? i18n._(msg`${actor} pasó a borrador el producto ${s}`)
        : i18n._(msg`${actor} editó el producto ${s}`)
  return clauses.length ? `${head}: ${clauses.join(', ')}` : head
}

/** "10 % desde $20.000", "$5.000 sin mínimo". */
function couponTerms(i18n: I18n, a: AuditDetails | null): string {
  const value = num(a, 'value')
  const off = str(a, 'kind') === 'percent' ? `${value} %` : formatCLP(value, i18n.locale)
  const min = num(a, 'min_amount')
  return min > 0 ? i18n._(msg`${off} desde ${formatCLP(min, i18n.locale)}`) : off
}

/**
 * An action without its own sentence (one added later, or recorded before this module knew it): who, "changed",
 * the subject, and which fields went from what to what, without internal counters like `version`.
 */
function generic(i18n: I18n, row: AuditRow, actor: string): string {
  const changed = Object.entries(row.after ?? {})
    .filter(([key, value]) => key !== 'version' && !key.endsWith('token') && row.before?.[key] !== value)
    .map(([key, value]) => {
      const shown = key === 'status' ? orderStatusLabel(i18n, String(value)) : String(value)
      const was = row.before?.[key]
      const wasShown = key === 'status' && was ? orderStatusLabel(i18n, String(was)) : was
      return was === undefined || was === null ? `${key}: ${shown}` : `${key}: ${String(wasShown)} → ${shown}`
    })
  const kind = SUBJECT_KIND[row.entity_type as keyof typeof SUBJECT_KIND]
  const what = kind ? i18n._(kind) : row.entity_type
  const base = i18n._(msg`${actor} cambió ${what} ${MARK}`)
  return changed.length ? `${base} (${changed.join(', ')})` : base
}

export function auditSentence(i18n: I18n, row: AuditRow): AuditSentence {
  const actor = row.actor_name || row.actor_email
  const text = template(i18n, row, actor)
  // The subject's name; a row whose subject is gone (or is a range, like an export) names it as recorded.
  const subject = row.subject ?? (row.entity_id.includes('..') ? null : fallbackSubject(i18n, row))
  const [before = '', after = ''] = text.split(MARK)
  const hasMark = text.includes(MARK)
  return {
    text: hasMark ? `${before}${subject ?? ''}${after}` : text,
    before: hasMark ? before : text,
    subject: hasMark ? subject : null,
    after: hasMark ? after : '',
    link: hasMark ? linkOf(row) : null,
  }
}

/** A subject that no longer exists: "n.º 12" rather than `product:12`. */
function fallbackSubject(i18n: I18n, row: AuditRow): string {
  const id = row.entity_id.includes(':') ? row.entity_id.split(':').pop()! : row.entity_id
  if (row.entity_type === 'user' && id.includes('@')) return id
  return i18n._(msg`n.º ${id}`)
}
