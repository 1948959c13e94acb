import { groupThousands } from './decimal'

// Chilean pesos, whole numbers, $ prefix: "$12.990" for Spanish readers, "$12,990 CLP" for English ones (an English
// reader takes "$11.990" for eleven dollars). docs/product.md, "The shop and its people".
// English: "$12,990 CLP" rather than "CLP 12,990": the price keeps the "$" every Chilean receipt, card statement and
// the Spanish page show (a bilingual reader recognises the same figure in both languages, and a sign is what the
// eye scans for in a list), and the ISO code after it tells a visitor used to dollars which peso it is.

export function formatCLP(amount: number | string | null | undefined, locale: string = 'es'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  const rounded = Math.round(value)
  const sign = rounded < 0 ? '-' : ''
  // By hand, not Intl: see ./decimal.ts.
  const english = locale === 'en'
  const figure = `${sign}$${groupThousands(String(Math.abs(rounded)), english ? 'en' : 'es')}`
  return english ? `${figure} CLP` : figure
}
