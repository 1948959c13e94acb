import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CONTACT_REPLY_MAX, type AdminMessage } from '~/contract/admin'
import type { Outcome } from '~/lib/outcome'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { dateTime } from '../format'
import { StatusBadge } from './shell'

export type SendReply = (id: number, body: string, repliesSeen: number) => Promise<Outcome<AdminMessage>>

type Notice = { tone: 'ok' | 'error'; text: string }

/**
 * A contact message with its thread: what the person wrote, the staff's replies under it, and a reply form. The
 * reply goes out by e-mail in the person's language; the form names how many replies it showed, so a reply written
 * while someone else answered is refused and the thread reloads with theirs.
 */
export function MessageThread({
  message: m,
  sendReply,
  markAnswered,
  notify,
  changed,
}: {
  message: AdminMessage
  sendReply: SendReply
  markAnswered: (id: number) => Promise<Outcome<unknown>>
  notify: (notice: Notice) => void
  changed: () => void
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { body: '' },
    onSubmit: async ({ value, formApi }) => {
      const result = await sendReply(m.id, value.body, m.replies.length)
      if (result.ok) {
        const failed = result.data.replies.at(-1)?.mail_status === 'failed'
        notify(
          failed
            ? { tone: 'error', text: t`La respuesta quedó en el hilo, pero el correo a ${m.email} no salió.` }
            : { tone: 'ok', text: t`Respuesta enviada a ${m.email}.` },
        )
        formApi.reset()
        setServerErrors(formApi, {})
        setOpen(false)
      } else {
        setServerErrors(formApi, result.fieldErrors)
        notify({ tone: 'error', text: result.message })
      }
      changed()
    },
  })
  const details =
    m.kind === 'company' ? ` · ${m.company_name ?? ''} (${m.business_name ?? ''}, RUT ${m.rut ?? ''})` : ''
  return (
    <li className="bo-panel bo-message" aria-labelledby={`mensaje-${m.id}`}>
      <div className="bo-message__head">
        <strong id={`mensaje-${m.id}`}>{m.name}</strong>
        {m.kind === 'company' ? <StatusBadge tone="move">{t`Empresa`}</StatusBadge> : null}
        <span className="bo-message__motive">{m.motive_label}</span>
        <span className="bo-sub-inline">{dateTime(m.created_at, i18n.locale)}</span>
      </div>
      <p className="bo-sub">
        <a href={`mailto:${m.email}`}>{m.email}</a> · {m.phone}
        {details}
        {m.locale === 'en' ? ` · ${t`escribió en inglés`}` : ''}
      </p>
      <p className="bo-message__body">{m.message}</p>
      {m.replies.length ? (
        <ol className="bo-thread" aria-label={t`Respuestas`}>
          {m.replies.map((r) => (
            <li key={r.id} className="bo-thread__reply">
              <p className="bo-thread__who">
                <strong>{r.staff_name}</strong>{' '}
                <span className="bo-sub-inline">{dateTime(r.created_at, i18n.locale)}</span>{' '}
                {r.mail_status === 'failed' ? (
                  <StatusBadge tone="bad">{t`El correo no salió`}</StatusBadge>
                ) : r.mail_status === 'sending' ? (
                  <StatusBadge tone="wait">{t`Enviando`}</StatusBadge>
                ) : (
                  <StatusBadge tone="done">{t`Enviado por correo`}</StatusBadge>
                )}
              </p>
              <p className="bo-thread__body">{r.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="bo-message__actions">
        {m.answered_at ? (
          <StatusBadge tone="done">{t`Respondido el ${dateTime(m.answered_at, i18n.locale)}`}</StatusBadge>
        ) : null}
        {open ? null : (
          <button type="button" className="button button--primary bo-small" onClick={() => setOpen(true)}>
            {m.replies.length ? <Trans>Responder de nuevo</Trans> : <Trans>Responder</Trans>}
          </button>
        )}
        {m.answered_at ? null : (
          <button
            type="button"
            className="button button--ghost bo-small"
            onClick={async () => {
              const result = await markAnswered(m.id)
              notify(
                result.ok
                  ? { tone: 'ok', text: t`Mensaje de ${m.name} marcado como respondido.` }
                  : { tone: 'error', text: result.message },
              )
              changed()
            }}
          >
            <Trans>Marcar como respondido</Trans>
          </button>
        )}
      </div>
      {open ? (
        <ShopForm form={form} className="bo-reply">
          <form.AppField name="body">
            {(f) => (
              <f.TextareaField
                label={t`Respuesta a ${m.name}`}
                hint={
                  m.locale === 'en'
                    ? t`Va por correo a ${m.email}, en inglés, con su mensaje citado debajo.`
                    : t`Va por correo a ${m.email}, con su mensaje citado debajo.`
                }
                rows={6}
                maxLength={CONTACT_REPLY_MAX}
                required
              />
            )}
          </form.AppField>
          <div className="bo-reply__actions">
            <form.SubmitButton pending={t`Enviando…`}>
              <Trans>Enviar respuesta</Trans>
            </form.SubmitButton>
            <button type="button" className="bo-link" onClick={() => setOpen(false)}>
              <Trans>Cancelar</Trans>
            </button>
          </div>
        </ShopForm>
      ) : null}
    </li>
  )
}
