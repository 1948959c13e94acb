import { groupThousands } from './decimal'

// Chilean pesos, whole numbers, $ prefix: "$12.990" for Spanish readers, "$12,990" for English ones (an English
// reader takes "$11.990" for eleven dollars). docs/product.md, "The shop and its people".

export function formatCLP(amount: number | string | null | undefined, locale: string = 'es'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const rounded = Math.round(value)
  const sign = rounded < 0 ? '-' : ''
  // By hand, not Intl: see ./decimal.ts.
  return `${sign}$${groupThousands(String(Math.abs(rounded)), locale === 'en' ? 'en' : 'es')}`
}

/** docs/product.md, Validation and messages: gift card and delivery prices arrive as text sometimes; convert to numbers. */
export function toAmount(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/[$.\s]/g, '').replace(',', '.'))
    return Number.isFinite(n) ? n : fallback
  }
  return fallback
}
