import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, useStore } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { EVENT_RESERVATION_CAPTCHA_ACTION, eventReservationRequestSchema } from '~/contract/reservations'
import type { Locale } from '~/lib/locale'
import { useCLP } from '~/ui/use-clp'
import { getCaptchaToken, type CaptchaConfig } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import { clearDraft, saveConfirmation, saveFailure } from '../draft'
import { eventDay, eventTime } from '../format'
import { reserveEventFn } from '../reservations.functions'
import { eventSelectsQueryOptions, reservationKeys } from '../reservations.queries'
import { ContactCard, NoteField, useContactSpecs } from './contact-fields'
import { bindField, formSchema, useFormBinding } from '~/ui/form/form-binding'
import { SelectField, TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'
import { useKeptDraft } from './use-kept-draft'

// docs/product.md, Pages /reserva?evento={slug}: pick an event (GET /events/selects), how many people, contact details and a
// comment; the total is price × people (the API recomputes it). docs/product.md, The API POST /events with a captcha token.
// 422 → errors inline; any other refusal → /reserva/fallida (docs/product.md, Errors), keeping the draft for "Volver a intentar".

const EMPTY = { event: '', people: '1', first_name: '', last_name: '', email: '', phone: '', comment: '' }
type Values = typeof EMPTY
const FIELDS = new Set(Object.keys(EMPTY))

export function EventReservationForm({
  locale,
  preselect,
  captcha,
}: {
  locale: Locale
  preselect?: string
  captcha: CaptchaConfig
}) {
  const clp = useCLP()
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const showError = useErrorModal()
  const contact = useContactSpecs()
  const { data: events } = useSuspenseQuery(eventSelectsQueryOptions(locale))
  // After a refused submit (or a 422), the first field to fix gets the focus (screen readers hear its error).
  const { server, formRef, submitOptions, focusFirstInvalid } = useFormBinding()
  const preselected = preselect && events.some((e) => e.slug === preselect) ? preselect : ''

  const form = useForm({
    ...submitOptions,
    defaultValues: { ...EMPTY, event: preselected || (events.length === 1 ? events[0]!.slug : '') },
    validators: { onChange: formSchema<Values>(eventReservationRequestSchema) },
    onSubmit: async ({ value }) => {
      let recaptchaResponse = ''
      try {
        if (captcha.siteKey)
          recaptchaResponse = await getCaptchaToken({ ...captcha, action: EVENT_RESERVATION_CAPTCHA_ACTION })
        const result = await reserveEventFn({ data: { ...value, recaptchaResponse } })
        if (result.ok) {
          saveConfirmation('event', result.data)
          saveFailure('event', null)
          clearDraft('event')
          await queryClient.invalidateQueries({ queryKey: reservationKeys.all })
          await navigate({ to: '/reserva/gracias' as never })
          return
        }
        const inline = Object.keys(result.fieldErrors).filter((f) => FIELDS.has(f))
        if (result.status === 422 && inline.length > 0) {
          server.setServerErrors(result.fieldErrors)
          return void focusFirstInvalid()
        }
        if (result.status === 422) return showError(result) // the captcha: nothing to fix in the fields
        saveFailure('event', {
          message: result.message,
          retry: value.event ? `/reserva?evento=${encodeURIComponent(value.event)}` : '/reserva',
        })
      } catch {
        saveFailure('event', { message: t`Hay un problema con el servidor, intenta más tarde`, retry: '/reserva' })
      }
      await queryClient.invalidateQueries({ queryKey: reservationKeys.all })
      await navigate({ to: '/reserva/fallida' as never })
    },
  })

  const values = useStore(form.store, (s) => s.values)
  useKeptDraft<Values>('event', form.store as never, (draft) => {
    if (!draft) return
    const slug = preselect ? preselected : (draft.event ?? '')
    const event = events.find((e) => e.slug === slug)
    // Seats may have gone since the draft was typed: the party size is clamped to what is left now.
    const people = String(Math.min(Math.max(Number(draft.people) || 1, 1), event?.people.max ?? 10))
    form.reset({ ...EMPTY, ...draft, event: event ? slug : '', people }, { keepDefaultValues: true })
  })

  const chosen = events.find((e) => e.slug === values.event)
  const maxPeople = chosen?.people.max ?? 10
  const people = Math.min(Math.max(Number(values.people) || 1, 1), maxPeople)

  if (events.length === 0) {
    return (
      <div className="resv-card resv-empty">
        <h2>
          <Trans>No hay eventos con cupos disponibles</Trans>
        </h2>
        <p>
          <Trans>
            Pronto publicaremos nuevas catas y encuentros. Mientras tanto, puedes reservar una mesa en el vino bar.
          </Trans>
        </p>
        <div className="button-row">
          <Link to={'/eventos' as never} className="button button--primary">
            <Trans>Ver eventos</Trans>
          </Link>
          <Link to={'/reserva-mesa' as never} className="button button--ghost">
            <Trans>Reservar mesa</Trans>
          </Link>
        </div>
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      method="post"
      className="resv-form"
      noValidate
      aria-label={t`Reserva de evento`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <>
            <section className="resv-card" aria-labelledby="resv-event-title">
              <h2 id="resv-event-title" className="resv-card__title">
                <Trans>El evento</Trans>
              </h2>
              {preselect && !preselected ? (
                <p className="resv-notice" role="status">
                  <Trans>El evento que elegiste ya no tiene cupos disponibles o terminó. Elige otro de la lista.</Trans>
                </p>
              ) : null}
              <form.Field name="event">
                {(field) => (
                  <SelectField
                    label={t`Evento`}
                    placeholder={t`Elige un evento`}
                    options={events.map((e) => ({
                      value: e.slug,
                      label: `${e.title} · ${eventDay(e.starts_at, locale)}, ${eventTime(e.starts_at, locale)}`,
                    }))}
                    {...bindField(field, submitted, server)}
                  />
                )}
              </form.Field>
              {chosen ? (
                <dl className="resv-facts">
                  <div>
                    <dt>
                      <Trans>Fecha</Trans>
                    </dt>
                    <dd>{eventDay(chosen.starts_at, locale)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Hora</Trans>
                    </dt>
                    <dd>{eventTime(chosen.starts_at, locale)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Valor por persona</Trans>
                    </dt>
                    <dd>{chosen.price > 0 ? clp(chosen.price) : t`Gratis`}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Cupos disponibles</Trans>
                    </dt>
                    <dd>{chosen.seats_left}</dd>
                  </div>
                </dl>
              ) : null}
              <form.Field name="people">
                {(field) => (
                  <SelectField
                    label={t`Número de personas`}
                    className="resv-field--narrow"
                    options={Array.from({ length: maxPeople }, (_, i) => ({
                      value: String(i + 1),
                      label: String(i + 1),
                    }))}
                    {...bindField(field, submitted, server)}
                  />
                )}
              </form.Field>
            </section>

            <ContactCard>
              <div className="resv-grid">
                {contact.map(({ name, ...spec }) => (
                  <form.Field key={name} name={name}>
                    {(field) => <TextField {...spec} {...bindField(field, submitted, server)} />}
                  </form.Field>
                ))}
              </div>
              <form.Field name="comment">
                {(field) => (
                  <NoteField
                    label={t`Comentario (opcional)`}
                    placeholder={t`Alergias, celebraciones, preferencias de mesa…`}
                    {...bindField(field, submitted, server)}
                  />
                )}
              </form.Field>
            </ContactCard>
          </>
        )}
      </form.Subscribe>

      <div className="resv-total" role="status" aria-live="polite">
        <span className="resv-total__label">
          <Trans>Total</Trans>
        </span>
        <strong className="resv-total__amount">{chosen ? clp(chosen.price * people) : clp(0)}</strong>
        {chosen ? (
          <span className="resv-total__detail">
            {people} × {clp(chosen.price)}
          </span>
        ) : null}
        <span className="resv-total__note">
          <Trans>Se paga en el lugar el día del evento.</Trans>
        </span>
      </div>

      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(busy) => (
          <SubmitButton busy={busy} className="button--large resv-submit">
            {busy ? <Trans>Reservando…</Trans> : <Trans>Reservar</Trans>}
          </SubmitButton>
        )}
      </form.Subscribe>
    </form>
  )
}
