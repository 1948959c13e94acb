import * as v from 'valibot'
import { msg } from './validation'

// docs/product.md, What the shop stores form field "phone" for Chilean shoppers. A Chilean number has 9 national digits (mobiles start with 9,
// Santiago lines with 2, regions with 3–7), written with or without +56; spaces, dashes, dots and brackets are
// ignored. Stored and mailed in E.164 ('+56912345678') so staff can dial or WhatsApp it as is.

export const CL_PHONE_DIGITS = 9

/** '+56 9 1234 5678', '9-1234-5678', '(2) 2345 6789' → '+56912345678' / '+56223456789'; anything else → null. */
export function normaliseChileanPhone(value: string): string | null {
  let digits = value.trim().replace(/[\s\-().]/g, '')
  if (!/^\+?\d+$/.test(digits)) return null
  digits = digits.replace(/^\+/, '')
  if (digits.length === CL_PHONE_DIGITS + 2 && digits.startsWith('56')) digits = digits.slice(2)
  return new RegExp(`^[2-9]\\d{${CL_PHONE_DIGITS - 1}}$`).test(digits) ? `+56${digits}` : null
}

/** '+56912345678' → '+56 9 1234 5678' (mobile) / '+56 2 2345 6789' (landline), for e-mails and the UI. */
export function formatChileanPhone(e164: string): string {
  const national = e164.replace(/^\+56/, '')
  if (national.length !== CL_PHONE_DIGITS) return e164
  return `+56 ${national[0]} ${national.slice(1, 5)} ${national.slice(5)}`
}

/**
 * Required Chilean phone: letters get the docs/product.md, Validation and messages numeric message, a wrong number of digits the phone message;
 * the output is the E.164 form.
 */
export const chileanPhoneSchema = v.pipe(
  v.string(msg.required),
  v.trim(),
  v.nonEmpty(msg.required),
  v.maxLength(32, msg.maxLength(32)),
  v.check((value) => /^\+?[\d\s\-().]+$/.test(value), msg.numeric),
  v.check((value) => normaliseChileanPhone(value) !== null, msg.phone),
  v.transform((value) => normaliseChileanPhone(value)!),
)
