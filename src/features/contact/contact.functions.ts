import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { CompanyContactRequest, ContactReceipt, ContactRequest } from '~/contract/contact'
import { ApiError, typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

// docs/product.md, The API POST /contact and POST /company-contact. The API validates (the messages of docs/product.md, Validation and messages, in the visitor's locale)
// and verifies the captcha; these wrappers bound the input and forward it with the locale and client address.

/** What a submit answers: the form shows fieldErrors beside the fields and the message in the error modal. */
export type ContactOutcome =
  | { ok: true; data: ContactReceipt }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string[]> }

async function send(call: () => Promise<{ data: ContactReceipt }>): Promise<ContactOutcome> {
  try {
    return { ok: true, data: (await call()).data }
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
  .validator(fnInput(v.object(personInput)))
  // The motive is only bounded here: the API judges it and answers a wrong one with a 422 in the visitor's language.
  .handler(({ data }) => send(() => typedCall(api.contact({ token: null }).$post({ json: data as ContactRequest }))))

export const sendCompanyContactFn = createServerFn({ method: 'POST' })
  .validator(
    fnInput(
      v.object({
        ...personInput,
        company_name: text(300),
        business_name: text(300),
        giro: text(300),
        rut: text(20),
      }),
    ),
  )
  .handler(({ data }) =>
    send(() => typedCall(api.companyContact({ token: null }).$post({ json: data as CompanyContactRequest }))),
  )
