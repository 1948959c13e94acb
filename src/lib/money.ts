// spec §1: CLP, es-CL, no decimals, $ prefix → "$12.990".
const clp = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0, minimumFractionDigits: 0 })

export function formatCLP(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const rounded = Math.round(value)
  const sign = rounded < 0 ? '-' : ''
  return `${sign}$${clp.format(Math.abs(rounded))}`
}

/** spec §5: gift card and delivery prices arrive as text sometimes; convert to numbers. */
export function toAmount(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/[$.\s]/g, '').replace(',', '.'))
    return Number.isFinite(n) ? n : fallback
  }
  return fallback
}
