import type { I18n, MessageDescriptor } from '@lingui/core'
import { defineMessage } from '@lingui/core/macro'
import * as v from 'valibot'
import { isValidRut } from './rut'

// docs/product.md, Validation and messages: the validation messages, Spanish in the code and English in the catalogue.
// Schemas carry a message *key* ("minLength:8"); each half renders it with its i18n instance in the reader's locale,
// so one schema serves the API (422 bodies) and the storefront forms.
const MESSAGES = {
  required: defineMessage({ message: 'El campo es requerido' }),
  requiredField: defineMessage({ message: 'El campo {field} es requerido' }),
  email: defineMessage({ message: 'Este campo debe ser un correo electrónico válido' }),
  rut: defineMessage({ message: 'Este campo debe ser un RUT válido' }),
  minLength: defineMessage({ message: 'Este campo debe tener al menos {length} caracteres' }),
  maxLength: defineMessage({ message: 'Este campo debe tener como máximo {length} caracteres' }),
  numeric: defineMessage({ message: 'Este campo debe ser solo números' }),
  confirmation: defineMessage({ message: 'Las contraseñas no coinciden' }),
  invalid: defineMessage({ message: 'Verifica que la información ingresada sea correcta' }),
  commonPassword: defineMessage({ message: 'Esta contraseña es demasiado común, elige otra' }),
  phone: defineMessage({ message: 'Este campo debe ser un teléfono chileno válido (9 dígitos)' }),
  unsafeLink: defineMessage({
    message: 'Este enlace no está permitido: usa una dirección http, https, mailto o de la tienda',
  }),
  unsafeImage: defineMessage({ message: 'Esta imagen no está permitida: usa una dirección https o de la tienda' }),
  slug: defineMessage({ message: 'Usa solo minúsculas sin tildes, números y guiones' }),
  plainText: defineMessage({
    message: 'Este texto se publica tal cual: quita los asteriscos o guiones bajos de formato (**, __)',
  }),
} as const satisfies Record<string, MessageDescriptor>

export type MessageKey = keyof typeof MESSAGES

const isMessageKey = (name: string): name is MessageKey => Object.hasOwn(MESSAGES, name)

/** Renders a message key produced by the schema helpers below ("minLength:8", "requiredField:email"). */
export function validationMessage(key: string, i18n: I18n): string {
  const [name, param = ''] = key.split(':') as [string, string | undefined]
  if (!isMessageKey(name)) return key // already a human message (e.g. from the API)
  return i18n._({ ...MESSAGES[name], values: { length: param, field: param } })
}

export const msg = {
  required: 'required',
  email: 'email',
  rut: 'rut',
  numeric: 'numeric',
  confirmation: 'confirmation',
  invalid: 'invalid',
  commonPassword: 'commonPassword',
  phone: 'phone',
  unsafeLink: 'unsafeLink',
  unsafeImage: 'unsafeImage',
  slug: 'slug',
  plainText: 'plainText',
  minLength: (n: number) => `minLength:${n}`,
  maxLength: (n: number) => `maxLength:${n}`,
} as const

/** Control characters (line breaks, NUL…): never part of a name, and dangerous where a name becomes a header. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

/** A required one-line text (a name, a company): control characters are refused. */
export function singleLineText(opts: { min?: number; max?: number } = {}) {
  return v.pipe(
    requiredText(opts),
    v.check((s) => !CONTROL.test(s), msg.invalid),
  )
}

/** A required, trimmed text with optional length bounds. */
export function requiredText(opts: { min?: number; max?: number } = {}) {
  return v.pipe(
    v.string(msg.required),
    v.trim(),
    v.nonEmpty(msg.required),
    v.minLength(opts.min ?? 1, msg.minLength(opts.min ?? 1)),
    v.maxLength(opts.max ?? 255, msg.maxLength(opts.max ?? 255)),
  )
}

export const emailSchema = v.pipe(
  v.string(msg.required),
  v.trim(),
  v.nonEmpty(msg.required),
  v.maxLength(254, msg.maxLength(254)),
  v.email(msg.email),
  v.toLowerCase(),
)

export const rutSchema = v.pipe(
  v.string(msg.required),
  v.trim(),
  v.nonEmpty(msg.required),
  v.check(isValidRut, msg.rut),
)

/**
 * The shop's message key of an issue. Schemas name their keys (`msg.required`…); a rule that did not (a bare
 * `v.string()`, an object's missing key, the wrong root type) carries valibot's English default, which never
 * reaches a shopper: a missing value is "required", anything else "invalid".
 */
export function shopMessageKey(issue: v.BaseIssue<unknown>): string {
  const [name] = issue.message.split(':')
  if (name && isMessageKey(name)) return issue.message
  if (/^Invalid \w+: /.test(issue.message)) return issue.input === undefined ? msg.required : msg.invalid
  return issue.message
}

/** Flattens valibot issues into `{ field: [message] }`; nested paths join with dots (`invoice.rut`). */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[], i18n: I18n): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || 'body'
    const text = validationMessage(shopMessageKey(issue), i18n)
    // One message per field: the first failing rule of its pipe (required before format, docs/product.md, Validation and messages).
    out[field] ??= [text]
  }
  return out
}
