import { CONTACT_PER_IP, CONTACT_PER_EMAIL } from '~/lib/limits'
import type { RateRule } from '../auth/rate-limit'
import { sha256 } from '../auth/password'
import { insertContactMessage, type ContactMessageRow } from './queries'
import { type ApiContext } from '../http'
import { formSender, guardPublicForm, sendMailQuietly } from '../public-form'
import { companyMotiveLabels, contactCopy, inboxMail, personMotiveLabels } from './messages'
import {
  COMPANY_CONTACT_CAPTCHA_ACTION,
  CONTACT_CAPTCHA_ACTION,
  type CompanyContactInput,
  type ContactInput,
  type ContactReceipt,
} from '~/contract/contact'

/** Where the shop reads contact messages (README "Configuration": CONTACT_INBOX); the pre-footer's address. */
export const DEFAULT_CONTACT_INBOX = 'hola@vinotecaandes.cl'

// Both forms share the counters, so switching form does not buy more messages. Past a limit: 429 + Retry-After.
export const CONTACT_RATE_RULES = {
  ip: { name: 'contact:ip', limit: CONTACT_PER_IP },
  email: { name: 'contact:email', limit: CONTACT_PER_EMAIL },
} as const satisfies Record<string, RateRule>

const guard = (c: ApiContext, email: string, token: string, action: string) =>
  guardPublicForm(c, {
    rules: CONTACT_RATE_RULES,
    email,
    token,
    action,
    captchaMessage: contactCopy(c.var.locale).captcha,
  })

type Stored = Omit<ContactMessageRow, 'locale' | 'ip_hash'>

async function store(c: ApiContext, row: Stored): Promise<number> {
  const ip = c.req.header('cf-connecting-ip')
  return insertContactMessage(c.var.d1, {
    ...row,
    locale: c.var.locale,
    ip_hash: ip ? await sha256(`contact-ip:${ip}`) : null,
  })
}

/**
 * Mails the shop's inbox and acknowledges to the sender in their locale. The acknowledgement does not echo the
 * message: the form must not become a way to send arbitrary text to any address.
 */
async function notify(
  c: ApiContext,
  inbox: { subject: string; text: string },
  to: string,
  firstName: string,
  motiveLabel: string,
) {
  const t = contactCopy(c.var.locale)
  await sendMailQuietly(c, { to: c.env.CONTACT_INBOX || DEFAULT_CONTACT_INBOX, ...inbox }, 'contact')
  await sendMailQuietly(c, { to, subject: t.ackSubject, text: t.ackText(firstName, motiveLabel) }, 'contact')
}

/** What both contact forms do with a message: store it, mail the inbox, acknowledge to the sender. */
async function receive(
  c: ApiContext,
  input: ContactInput | CompanyContactInput,
  kind: 'person' | 'company',
  motiveLabels: (locale: ApiContext['var']['locale']) => Record<string, string>,
  company?: { companyName: string; businessName: string; giro: string; rut: string },
): Promise<ContactReceipt> {
  const person = {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone: input.phone,
    motive: input.motive,
    message: input.message,
  }
  const id = await store(c, {
    kind,
    ...person,
    ...(company
      ? {
          company_name: company.companyName,
          business_name: company.businessName,
          giro: company.giro,
          rut: company.rut,
        }
      : {}),
  })
  const mail = inboxMail({
    kind,
    motiveLabel: motiveLabels('es')[input.motive]!,
    ...formSender(c, input),
    ...(company ? { company } : {}),
  })
  await notify(c, mail, input.email, input.first_name, motiveLabels(c.var.locale)[input.motive]!)
  return { id, message: contactCopy(c.var.locale).received }
}

// docs/product.md, The API POST /contact.
export async function sendContact(c: ApiContext, input: ContactInput): Promise<ContactReceipt> {
  await guard(c, input.email, input.recaptchaResponse, CONTACT_CAPTCHA_ACTION)
  return receive(c, input, 'person', personMotiveLabels)
}

// docs/product.md, The API POST /company-contact.
export async function sendCompanyContact(c: ApiContext, input: CompanyContactInput): Promise<ContactReceipt> {
  await guard(c, input.email, input.recaptchaResponse, COMPANY_CONTACT_CAPTCHA_ACTION)
  return receive(c, input, 'company', companyMotiveLabels, {
    companyName: input.company_name,
    businessName: input.business_name,
    giro: input.giro,
    rut: input.rut,
  })
}
