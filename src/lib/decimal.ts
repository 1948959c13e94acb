// Numbers as the shop writes them, by hand rather than with Intl.NumberFormat: building a page's first ICU number
// formatter costs a phone about 15 ms of start-up (60 ms under Lighthouse's 4x slowdown), paid while hydrating by
// every page that shows a price, a weight or an alcohol content. The text is the same as es-CL and en-US give
// (decimal.test.ts compares them): thousands grouped by "." in Spanish and "," in English, decimals after "," in
// Spanish and "." in English, no trailing zeros.
type Locale = 'es' | 'en'

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/** Digits of a whole number grouped by thousands ("12990" → "12.990" in Spanish). */
export function groupThousands(digits: string, locale: Locale): string {
  return digits.replace(THOUSANDS, locale === 'en' ? ',' : '.')
}

/** A number with at most `fractionDigits` decimals, rounded half away from zero as Intl does. */
export function formatDecimal(value: number, locale: Locale, fractionDigits = 3): string {
  const scale = 10 ** fractionDigits
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale + Number.EPSILON * scale)) / scale
  const [whole, fraction] = Math.abs(rounded).toFixed(fractionDigits).split('.') as [string, string?]
  const decimals = (fraction ?? '').replace(/0+$/, '')
  const sign = rounded < 0 ? '-' : ''
  return `${sign}${groupThousands(whole, locale)}${decimals ? (locale === 'en' ? '.' : ',') + decimals : ''}`
}
