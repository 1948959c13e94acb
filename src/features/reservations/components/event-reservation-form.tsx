import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EVENT_RESERVATION_CAPTCHA_ACTION, eventReservationRequestSchema } from '~/contract/reservations'
import type { Locale } from '~/lib/locale'
import { useCLP } from '~/ui/use-clp'
import type { CaptchaConfig } from '~/ui/captcha'
import { eventDay, eventTime } from '../format'
import { reserveEventFn } from '../reservations.functions'
import { eventSelectsQueryOptions, reservationKeys } from '../reservations.queries'
import { ContactCard } from './contact-fields'
import { FORM_DEFAULTS, ShopForm, formSchema, useAppForm } from '~/ui/form/form-kit'
import { useKeptDraft } from './use-kept-draft'
import { useReservationSubmit } from './use-reservation-submit'

// docs/product.md, Pages /reserva?evento={slug}: pick an event (GET /events/selects), how many people, contact details and a
// comment; the total is price × people (the API recomputes it). docs/product.md, The API POST /events with a captcha token.
// 422 → errors inline; any other refusal → /reserva/fallida (docs/product.md, Errors), keeping the draft for "Volver a intentar".

const EMPTY = { event: '', people: '1', first_name: '', last_name: '', email: '', phone: '', comment: '' }
type Values = typeof EMPTY
const FIELDS = Object.keys(EMPTY)

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
  const queryClient = useQueryClient()
  const { data: events } = useSuspenseQuery(eventSelectsQueryOptions(locale))
  const preselected = preselect && events.some((e) => e.slug === preselect) ? preselect : ''
  const submit = useReservationSubmit({
    kind: 'event',
    captcha,
    action: EVENT_RESERVATION_CAPTCHA_ACTION,
    fields: FIELDS,
    thanks: '/reserva/gracias',
    failed: '/reserva/fallida',
    settle: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  })

  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { ...EMPTY, event: preselected || (events.length === 1 ? events[0]!.slug : '') },
    validators: { onChange: formSchema<Values>(eventReservationRequestSchema) },
    onSubmit: ({ value, formApi }) =>
      submit(formApi, value.event ? `/reserva?evento=${encodeURIComponent(value.event)}` : '/reserva', (token) =>
        reserveEventFn({ data: { ...value, recaptchaResponse: token } }),
      ),
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
    <ShopForm form={form} className="resv-form" aria-label={t`Reserva de evento`}>
      <section className="resv-card" aria-labelledby="resv-event-title">
        <h2 id="resv-event-title" className="resv-card__title">
          <Trans>El evento</Trans>
        </h2>
        {preselect && !preselected ? (
          <p className="resv-notice" role="status">
            <Trans>El evento que elegiste ya no tiene cupos disponibles o terminó. Elige otro de la lista.</Trans>
          </p>
        ) : null}
        <form.AppField name="event">
          {(f) => (
            <f.SelectField
              label={t`Evento`}
              placeholder={t`Elige un evento`}
              options={events.map((e) => ({
                value: e.slug,
                label: `${e.title} · ${eventDay(e.starts_at, locale)}, ${eventTime(e.starts_at, locale)}`,
              }))}
            />
          )}
        </form.AppField>
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
        <form.AppField name="people">
          {(f) => (
            <f.SelectField
              label={t`Número de personas`}
              className="resv-field--narrow"
              options={Array.from({ length: maxPeople }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            />
          )}
        </form.AppField>
      </section>

      <ContactCard
        form={form}
        fields={{ first_name: 'first_name', last_name: 'last_name', email: 'email', phone: 'phone', note: 'comment' }}
        noteLabel={t`Comentario (opcional)`}
        notePlaceholder={t`Alergias, celebraciones, preferencias de mesa…`}
      />

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

      <form.SubmitButton className="button--large resv-submit" pending={<Trans>Reservando…</Trans>}>
        <Trans>Reservar</Trans>
      </form.SubmitButton>
    </ShopForm>
  )
}
