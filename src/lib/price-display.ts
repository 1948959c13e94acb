import { formatDecimal } from './decimal'

// docs/product.md, Numbers and limits price display rules, shared by cards, product page, suggestions and the cart.

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** docs/product.md, Numbers and limits: the old price is struck through when reference_price differs from price (reference may be text). */
export function showOldPrice(price: unknown, referencePrice: unknown): boolean {
  const p = asNumber(price)
  const r = asNumber(referencePrice)
  return p !== null && r !== null && r > 0 && r !== p
}

/** docs/product.md, Numbers and limits: a suggestion's price uses price, else reference_price. */
export function suggestionPrice(price: unknown, referencePrice: unknown): number | null {
  const p = asNumber(price)
  if (p !== null && p > 0) return p
  return asNumber(referencePrice)
}

/** Discount percent of one item: rounded (reference - price) / reference × 100; 0 when not discounted. */
export function discountPercent(price: unknown, referencePrice: unknown): number {
  const p = asNumber(price)
  const r = asNumber(referencePrice)
  if (p === null || r === null || r <= p || r <= 0) return 0
  return Math.round(((r - p) / r) * 100)
}

/** Grams as a shopper reads them: 250 g, 1 kg, 1,5 kg. */
export function formatGrams(grams: number | null | undefined, locale: 'es' | 'en' = 'es'): string {
  if (!grams || grams <= 0) return ''
  if (grams < 1000) return `${grams} g`
  const kg = grams / 1000
  return `${Number.isInteger(kg) ? kg : formatDecimal(kg, locale, 1)} kg`
}

/** A label that only states a discount ("-20%", "−15 %"): typed by hand, it cannot know the price it sits on. */
const DISCOUNT_LABEL = /^\s*[-−–]?\s*\d{1,3}\s*%\s*$/

/** The discount as every surface prints it, from discountPercent: "-33%". */
export function discountText(pct: number): string {
  return `-${pct}%`
}

/**
 * The text of a product's photo badge. An editorial label ("Nuevo", "Pieza entera") is shown as written; a label
 * that states a percentage is a claim about the price, so its figure is the price line's (discountPercent of the
 * item on show), and it is dropped when that item has no discount. One computation, so the badge can never say
 * −20 % beside a price line that says −33 %.
 */
export function badgeText(
  labelText: string | null | undefined,
  price: unknown,
  referencePrice: unknown,
): string | null {
  const text = labelText?.trim()
  if (!text) return null
  if (!DISCOUNT_LABEL.test(text)) return text
  const pct = discountPercent(price, referencePrice)
  return pct > 0 ? discountText(pct) : null
}
