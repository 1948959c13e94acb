import { describe, expect, it } from 'vitest'
import { registerUser, registration } from './auth-helpers'
import { createTestApi } from './harness'

// The API's texts are Lingui messages (locales/*/api.po) rendered in the request's language: Accept-Language picks
// English, anything else reads Spanish. The validation messages (src/lib, shared with the storefront's forms) and
// the API's own must both come out in the request's language.
const t = await createTestApi()

/** The `nth` mail sent to an address (the recovery mail leaves after the response: wait for that work). */
async function mailTo(to: string, nth: number) {
  await t.settled()
  const { results } = await t.db
    .prepare('SELECT subject, text_body FROM mail_outbox WHERE to_address = ? ORDER BY id')
    .bind(to)
    .all<{ subject: string; text_body: string }>()
  const mail = results[nth - 1]
  if (!mail) throw new Error(`no mail ${nth} to ${to}`)
  return mail
}

describe('API texts in the request language', () => {
  it('answers a 422 in English under en, with the field messages in English too', async () => {
    const body = registration({ email: 'no-es-un-correo' })
    const en = await t.call('/api/register', { method: 'POST', json: body, locale: 'en-GB,en;q=0.9' })
    expect(en.status).toBe(422)
    expect(en.headers.get('content-language')).toBe('en')
    expect(await en.json()).toEqual({
      message: 'Please check that the information entered is correct',
      errors: { email: ['This field must be a valid e-mail address'] },
    })
    const es = await t.call('/api/register', { method: 'POST', json: body })
    expect(await es.json()).toEqual({
      message: 'Verifica que la información ingresada sea correcta',
      errors: { email: ['Este campo debe ser un correo electrónico válido'] },
    })
  })

  it("answers the API's own errors in English and in Spanish, concurrently without mixing", async () => {
    const calls = Array.from({ length: 8 }, (_, i) => i % 2 === 0)
    const answers = await Promise.all(
      calls.map(async (english) => {
        const res = await t.call('/api/login', {
          method: 'POST',
          json: { email: 'nadie@example.cl', password: 'not-the-password' },
          locale: english ? 'en' : 'es',
        })
        return ((await res.json()) as { message: string }).message
      }),
    )
    expect(answers).toEqual(
      calls.map((english) =>
        english ? 'The e-mail or the password is not correct' : 'El correo o la contraseña no son correctos',
      ),
    )
  })

  it('writes the password reset e-mail in the language of the request', async () => {
    const user = await registerUser(t)
    await t.call('/api/recover', { method: 'POST', json: { email: user.email }, locale: 'en' })
    const en = await mailTo(user.email, 1)
    expect(en.subject).toBe('Reset your Vinoteca Andes password')
    expect(en.text_body).toMatch(/^Hello Camila,\n\nWe received a request to reset the password/)
    expect(en.text_body).toContain('valid for one hour, usable once')
    expect(en.text_body).not.toMatch(/contraseña/)

    await t.call('/api/recover', { method: 'POST', json: { email: user.email } })
    const es = await mailTo(user.email, 2)
    expect(es.subject).toBe('Reinicia tu contraseña de Vinoteca Andes')
    expect(es.text_body).toMatch(/^Hola Camila:\n\nRecibimos una solicitud para reiniciar la contraseña/)
  })
})
