import { isLocalEnv } from '~/lib/app-env'
import { saveToOutbox } from './queries'
// Mail adapter (docs/architecture.md, third parties): production posts JSON to a generic HTTP mail provider
// (MAIL_API_URL, Bearer MAIL_API_KEY); without a provider, outside production, the message lands in the
// mail_outbox table, read by the dev mailbox (/_dev/mail). Tests drive the HTTP path against a local twin.
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export type MailEnv = Pick<ShopEnv, 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>

export const DEFAULT_MAIL_FROM = 'Vinoteca Andes <no-responder@vinoteca-andes.cl>'

export class MailError extends Error {}

export function isProduction(env: Pick<ShopEnv, 'APP_ENV'>): boolean {
  return !isLocalEnv(env)
}

/** A value safe for a mail header: control characters (CR/LF could add headers) become spaces. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

/** `d1` is the request's counted binding (`c.var.d1`), or the bare binding in a scheduled job. */
export async function sendMail(
  d1: D1Database,
  env: MailEnv,
  original: MailMessage,
): Promise<{ via: 'http' | 'outbox' }> {
  // Every sender goes through here: whatever a shopper typed never shapes the headers.
  const message = { ...original, to: headerSafe(original.to), subject: headerSafe(original.subject) }
  if (env.MAIL_API_URL) {
    const res = await fetch(env.MAIL_API_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(env.MAIL_API_KEY ? { authorization: `Bearer ${env.MAIL_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    })
    if (!res.ok) throw new MailError(`mail provider answered ${res.status}`)
    return { via: 'http' }
  }
  // A production Worker without a provider must not keep reset links in a table nobody reads.
  if (isProduction(env)) throw new MailError('MAIL_API_URL is not set')
  await saveToOutbox(d1, message)
  return { via: 'outbox' }
}
