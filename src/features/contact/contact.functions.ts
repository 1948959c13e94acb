import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { ContactReceipt } from '~/contract/contact'
import { ApiError, apiCall } from '~/server/api-client.server'

// docs/product.md, The API POST /contact and POST /company-contact. The API validates (docs/product.md, Validation and messages messages, in the visitor's locale)
// and verifies the captcha; these wrappers bound the input and forward it with the locale and client address.

/** What a submit answers: the form shows fieldErrors beside the fields and the message in the error modal. */
export type ContactOutcome =
  | { ok: true; data: ContactReceipt }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string[]> }

async function send(path: '/contact' | '/company-contact', body: unknown): Promise<ContactOutcome> {
  try {
    return { ok: true, data: await apiCall<ContactReceipt>(path, { method: 'POST', body, token: null }) }
  } catch (err) {
    if (err instanceof ApiError)
      return { ok: false, status: err.status, message: err.message, fieldErrors: err.fieldErrors }
    throw err
  }
}

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '')

const personInput = {
  first_name: text(200),
  last_name: text(200),
  email: text(320),
  phone: text(64),
  motive: text(40),
  message: text(4000),
  recaptchaResponse: text(4096),
}

export const sendContactFn = createServerFn({ method: 'POST' })
  .validator(v.object(personInput))
  .handler(({ data }) => send('/contact', data))

export const sendCompanyContactFn = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      ...personInput,
      company_name: text(300),
      business_name: text(300),
      giro: text(300),
      rut: text(20),
    }),
  )
  .handler(({ data }) => send('/company-contact', data))
