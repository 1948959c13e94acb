// docs/product.md, Validation and messages: RUT auto-formats with thousands dots and a hyphen before the check digit; accepts digits and k/K.
// The check digit is mod 11 over the body, weights 2..7 from the right.

/** Keeps digits and k/K; an upper-case K only as the last character. */
export function cleanRut(input: string): string {
  const raw = input.replace(/[^0-9kK]/g, '').toUpperCase()
  // A K can only be the check digit: drop any K that is not last.
  return raw.replace(/K(?=.)/g, '')
}

export function rutCheckDigit(body: string): string {
  let sum = 0
  let weight = 2
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight
    weight = weight === 7 ? 2 : weight + 1
  }
  const rest = 11 - (sum % 11)
  if (rest === 11) return '0'
  if (rest === 10) return 'K'
  return String(rest)
}

/** "123456785" → "12.345.678-5"; partial input formats as typed. */
export function formatRut(input: string): string {
  const clean = cleanRut(input)
  if (clean.length <= 1) return clean
  const body = clean.slice(0, -1)
  const dv = clean.slice(-1)
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`
}

export function isValidRut(input: string): boolean {
  if (!input) return false
  if (!/^[0-9.\-kK\s]+$/.test(input)) return false
  const clean = cleanRut(input)
  if (clean.length < 2 || clean.length > 10) return false
  const body = clean.slice(0, -1)
  if (!/^\d+$/.test(body) || Number(body) < 100000) return false
  return rutCheckDigit(body) === clean.slice(-1)
}
