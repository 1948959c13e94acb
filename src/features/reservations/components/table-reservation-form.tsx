import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import {
  TABLE_MOTIVES,
  TABLE_PEOPLE_MAX,
  TABLE_RESERVATION_CAPTCHA_ACTION,
  tableReservationRequestSchema,
  type TableMotive,
} from '~/contract/reservations'
import type { Locale } from '~/lib/locale'
import { availableSlots, bookingWindow, firstBookableDate, hoursOn, isIsoDate } from '~/lib/wine-bar-hours'
import { reserveTableFn } from '../reservations.functions'
import { ContactCard } from './contact-fields'
import type { CaptchaConfig } from '~/ui/captcha'
import { FORM_DEFAULTS, ShopForm, formSchema, useAppForm } from '~/ui/form/form-kit'
import { useKeptDraft } from './use-kept-draft'
import { useReservationSubmit } from './use-reservation-submit'

// docs/product.md, Pages /reserva-mesa: a table at the wine bar. Date (today..+60 days, native date picker), an hour from the
// opening-hours slots of that date (lib/wine-bar-hours, Santiago time), people, motive, contact, message.
// docs/product.md, The API POST /reservations with a captcha token; 422 → inline; other refusals → /reserva-mesa/failed.

const EMPTY = {
  date: '',
  hour: '',
  people: '2',
  motive: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  message: '',
}
type Values = typeof EMPTY
const FIELDS = Object.keys(EMPTY)

export function useMotiveLabels(): Record<TableMotive, string> {
  const { t } = useLingui()
  return {
    cumpleanos: t`Cumpleaños`,
    aniversario: t`Aniversario`,
    negocios: t`Negocios`,
    cita: t`Cita`,
    amigos: t`Junta de amigos`,
    otro: t`Otro`,
  }
}

export function TableReservationForm({ captcha }: { locale: Locale; captcha: CaptchaConfig }) {
  const { t } = useLingui()
  const motives = useMotiveLabels()
  const range = bookingWindow()
  const submit = useReservationSubmit({
    kind: 'table',
    captcha,
    action: TABLE_RESERVATION_CAPTCHA_ACTION,
    fields: FIELDS,
    thanks: '/reserva-mesa/thank-you',
    failed: '/reserva-mesa/failed',
  })

  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { ...EMPTY, date: firstBookableDate() },
    validators: { onChange: formSchema<Values>(tableReservationRequestSchema) },
    onSubmit: ({ value, formApi }) =>
      submit(formApi, '/reserva-mesa', (token) =>
        reserveTableFn({ data: { ...value, motive: value.motive as TableMotive, recaptchaResponse: token } }),
      ),
  })

  const values = useStore(form.store, (s) => s.values)
  useKeptDraft<Values>('table', form.store as never, (draft) => {
    if (!draft) return
    // A kept date that has meanwhile passed falls back to the next bookable one (and its hour with it).
    const date =
      draft.date && isIsoDate(draft.date) && draft.date >= bookingWindow().min ? draft.date : firstBookableDate()
    const hour = draft.hour && availableSlots(date).includes(draft.hour) ? draft.hour : ''
    form.reset({ ...EMPTY, ...draft, date, hour }, { keepDefaultValues: true })
  })

  const slots = availableSlots(values.date)
  const closed = isIsoDate(values.date) && !hoursOn(values.date)

  return (
    <ShopForm form={form} className="resv-form" aria-label={t`Reserva de mesa`}>
      <section className="resv-card" aria-labelledby="resv-when-title">
        <h2 id="resv-when-title" className="resv-card__title">
          <Trans>Tu mesa</Trans>
        </h2>
        <div className="resv-grid">
          <form.AppField
            name="date"
            listeners={{
              // An hour the new date does not offer is dropped rather than sent.
              onChange: ({ value }) => {
                if (!availableSlots(value).includes(form.getFieldValue('hour'))) form.setFieldValue('hour', '')
              },
            }}
          >
            {(f) => (
              <f.TextField
                label={t`Fecha`}
                hint={
                  closed
                    ? t`El vino bar está cerrado ese día: abrimos de martes a sábado desde las 18:00 y el domingo desde las 13:00.`
                    : undefined
                }
                type="date"
                min={range.min}
                max={range.max}
              />
            )}
          </form.AppField>
          <form.AppField name="hour">
            {(f) => (
              <f.SelectField
                label={t`Hora`}
                disabled={slots.length === 0}
                placeholder={slots.length === 0 ? t`Sin horarios disponibles` : t`Elige una hora`}
                options={slots.map((slot) => ({ value: slot, label: slot }))}
              />
            )}
          </form.AppField>
          <form.AppField name="people">
            {(f) => (
              <f.SelectField
                label={t`Número de personas`}
                options={Array.from({ length: TABLE_PEOPLE_MAX }, (_, i) => ({
                  value: String(i + 1),
                  label: String(i + 1),
                }))}
              />
            )}
          </form.AppField>
          <form.AppField name="motive">
            {(f) => (
              <f.SelectField
                label={t`Motivo`}
                placeholder={t`Elige un motivo`}
                options={TABLE_MOTIVES.map((m) => ({ value: m, label: motives[m] }))}
              />
            )}
          </form.AppField>
        </div>
      </section>

      <ContactCard
        form={form}
        fields={{ first_name: 'first_name', last_name: 'last_name', email: 'email', phone: 'phone', note: 'message' }}
        noteLabel={t`Mensaje (opcional)`}
        notePlaceholder={t`Silla para niños, acceso sin escalones, una sorpresa…`}
      />

      <form.SubmitButton className="button--large resv-submit" pending={<Trans>Reservando…</Trans>}>
        <Trans>Reservar mesa</Trans>
      </form.SubmitButton>
    </ShopForm>
  )
}
