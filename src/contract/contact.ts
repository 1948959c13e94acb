import * as v from 'valibot'
import { chileanPhoneSchema } from '~/lib/phone'
import { formatRut } from '~/lib/rut'
import { emailSchema, msg, requiredText, rutSchema, singleLineText } from '~/lib/validation'

// docs/product.md, The shop and its people: contact the shop as a person or as a company. docs/product.md, The API: POST /contact and POST /company-contact with a
// captcha token (recaptchaResponse). docs/product.md, What the shop stores form fields: first name, last name, email, phone, message, motive,
// company name, business name (razón social), giro, RUT. the messages of docs/product.md, Validation and messages as keys (rendered per locale by
// lib/validation), so the storefront form and the API's 422 say the same thing.

export const CONTACT_CAPTCHA_ACTION = 'contact'
export const COMPANY_CONTACT_CAPTCHA_ACTION = 'companyContact'

export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 1000
export const CONTACT_NAME_MAX = 80
export const COMPANY_TEXT_MAX = 120

/** Why a person writes. Labels live in the storefront (Lingui) and in the API's e-mail copy. */
export const PERSON_MOTIVES = ['pedido', 'producto', 'evento', 'vino-bar', 'sugerencia', 'otro'] as const
export type PersonMotive = (typeof PERSON_MOTIVES)[number]

/** Why a company writes: corporate gifts, events, wholesale, other. */
export const COMPANY_MOTIVES = ['regalos-corporativos', 'eventos', 'mayorista', 'otro'] as const
export type CompanyMotive = (typeof COMPANY_MOTIVES)[number]

const captchaToken = v.optional(v.pipe(v.string(msg.invalid), v.maxLength(4096, msg.maxLength(4096))), '')

const personFields = {
  first_name: singleLineText({ max: CONTACT_NAME_MAX }),
  last_name: singleLineText({ max: CONTACT_NAME_MAX }),
  email: emailSchema,
  phone: chileanPhoneSchema,
  message: requiredText({ min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX }),
  recaptchaResponse: captchaToken,
}

// docs/product.md, The API POST /contact.
export const contactRequestSchema = v.object(
  {
    ...personFields,
    motive: v.picklist(PERSON_MOTIVES, msg.required),
  },
  msg.required,
)
export type ContactRequest = v.InferInput<typeof contactRequestSchema>
export type ContactInput = v.InferOutput<typeof contactRequestSchema>

// docs/product.md, The API POST /company-contact. The RUT is stored formatted ('12.345.678-5'), whatever the shopper typed.
export const companyContactRequestSchema = v.object(
  {
    company_name: singleLineText({ max: COMPANY_TEXT_MAX }),
    business_name: singleLineText({ max: COMPANY_TEXT_MAX }),
    giro: requiredText({ max: COMPANY_TEXT_MAX }),
    rut: v.pipe(rutSchema, v.transform(formatRut)),
    ...personFields,
    motive: v.picklist(COMPANY_MOTIVES, msg.required),
  },
  msg.required,
)
export type CompanyContactRequest = v.InferInput<typeof companyContactRequestSchema>
export type CompanyContactInput = v.InferOutput<typeof companyContactRequestSchema>

/** What both calls answer in `data` (201). */
export interface ContactReceipt {
  id: number
  message: string
}
