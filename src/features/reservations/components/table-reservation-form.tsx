import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, useStore } from '@tanstack/react-form'
import { useHydrated, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import {
  RESERVATION_TEXT_MAX,
  TABLE_MOTIVES,
  TABLE_PEOPLE_MAX,
  TABLE_RESERVATION_CAPTCHA_ACTION,
  tableReservationRequestSchema,
  type TableMotive,
} from '~/contract/reservations'
import type { Locale } from '~/lib/locale'
import { availableSlots, bookingWindow, firstBookableDate, hoursOn, isIsoDate } from '~/lib/wine-bar-hours'
import { getCaptchaToken } from '~/ui/captcha'
import { useErrorModal } from '~/ui/error-modal'
import { clearDraft, saveConfirmation, saveFailure } from '../draft'
import { reserveTableFn } from '../reservations.functions'
import { useContactSpecs } from './contact-fields'
import type { CaptchaConfig } from './event-reservation-form'
import { ResvField, bind, formSchema } from './resv-field'
import { useKeptDraft } from './use-kept-draft'

// spec §2 /reserva-mesa: a table at the wine bar. Date (today..+60 days, native date picker), an hour from the
// opening-hours slots of that date (lib/wine-bar-hours, Santiago time), people, motive, contact, message.
// spec §7 POST /reservations with a captcha token; 422 → inline; other refusals → /reserva-mesa/failed.

const EMPTY = { date: '', hour: '', people: '2', motive: '', first_name: '', last_name: '', email: '', phone: '', message: '' }
type Values = typeof EMPTY
const FIELDS = new Set(Object.keys(EMPTY))

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
  const navigate = useNavigate()
  const showError = useErrorModal()
  const hydrated = useHydrated()
  const contact = useContactSpecs()
  const motives = useMotiveLabels()
  const [server, setServer] = useState<Record<string, string[]>>({})
  const clear = (name: string) => setServer(({ [name]: _gone, ...rest }) => rest)
  const formRef = useRef<HTMLFormElement>(null)
  // After a refused submit, the first field to fix gets the focus (screen readers hear its error).
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  const range = bookingWindow()

  const form = useForm({
    defaultValues: { ...EMPTY, date: firstBookableDate() },
    onSubmitInvalid: focusFirstError,
    validators: { onChange: formSchema<Values>(tableReservationRequestSchema) },
    onSubmit: async ({ value }) => {
      try {
        const recaptchaResponse = captcha.siteKey ? await getCaptchaToken({ ...captcha, action: TABLE_RESERVATION_CAPTCHA_ACTION }) : ''
        const result = await reserveTableFn({ data: { ...value, motive: value.motive as TableMotive, recaptchaResponse } })
        if (result.ok) {
          saveConfirmation('table', result.data)
          saveFailure('table', null)
          clearDraft('table')
          await navigate({ to: '/reserva-mesa/thank-you' as never })
          return
        }
        const inline = Object.keys(result.fieldErrors).filter((f) => FIELDS.has(f))
        if (result.status === 422 && inline.length > 0) {
          setServer(result.fieldErrors)
          return void focusFirstError()
        }
        if (result.status === 422) return showError(result)
        saveFailure('table', { message: result.message, retry: '/reserva-mesa' })
      } catch {
        saveFailure('table', { message: t`Hay un problema con el servidor, intenta más tarde`, retry: '/reserva-mesa' })
      }
      await navigate({ to: '/reserva-mesa/failed' as never })
    },
  })

  const values = useStore(form.store, (s) => s.values)
  useKeptDraft<Values>('table', form.store as never, (draft) => {
    if (!draft) return
    // A kept date that has meanwhile passed falls back to the next bookable one (and its hour with it).
    const date = draft.date && isIsoDate(draft.date) && draft.date >= bookingWindow().min ? draft.date : firstBookableDate()
    const hour = draft.hour && availableSlots(date).includes(draft.hour) ? draft.hour : ''
    form.reset({ ...EMPTY, ...draft, date, hour }, { keepDefaultValues: true })
  })

  const slots = availableSlots(values.date)
  const closed = isIsoDate(values.date) && !hoursOn(values.date)

  return (
    <form
      ref={formRef}
      method="post"
      className="resv-form"
      noValidate
      aria-label={t`Reserva de mesa`}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Subscribe selector={(s) => s.submissionAttempts > 0}>
        {(submitted) => (
          <>
            <section className="resv-card" aria-labelledby="resv-when-title">
              <h2 id="resv-when-title" className="resv-card__title">
                <Trans>Tu mesa</Trans>
              </h2>
              <div className="resv-grid">
                <form.Field name="date">
                  {(field) => {
                    const b = bind(field, submitted, server, clear)
                    const control = b.control
                    return (
                      <ResvField
                        label={t`Fecha`}
                        errors={b.errors}
                        hint={closed ? t`El vino bar está cerrado ese día: abrimos de martes a sábado desde las 18:00 y el domingo desde las 13:00.` : undefined}
                      >
                        {(ids) => {
                          const props = control(ids)
                          return (
                            <input
                              type="date"
                              min={range.min}
                              max={range.max}
                              {...props}
                              onChange={(event) => {
                                props.onChange(event)
                                if (!availableSlots(event.target.value).includes(form.getFieldValue('hour'))) form.setFieldValue('hour', '')
                              }}
                            />
                          )
                        }}
                      </ResvField>
                    )
                  }}
                </form.Field>
                <form.Field name="hour">
                  {(field) => {
                    const b = bind(field, submitted, server, clear)
                    return (
                      <ResvField label={t`Hora`} errors={b.errors}>
                        {(ids) => (
                          <select {...b.control(ids)} disabled={slots.length === 0}>
                            <option value="">{slots.length === 0 ? t`Sin horarios disponibles` : t`Elige una hora`}</option>
                            {slots.map((slot) => (
                              <option key={slot} value={slot}>
                                {slot}
                              </option>
                            ))}
                          </select>
                        )}
                      </ResvField>
                    )
                  }}
                </form.Field>
                <form.Field name="people">
                  {(field) => {
                    const b = bind(field, submitted, server, clear)
                    return (
                      <ResvField label={t`Número de personas`} errors={b.errors}>
                        {(ids) => (
                          <select {...b.control(ids)}>
                            {Array.from({ length: TABLE_PEOPLE_MAX }, (_, i) => String(i + 1)).map((n) => (
                              <option key={n} value={n}>
                                {n}
                              </option>
                            ))}
                          </select>
                        )}
                      </ResvField>
                    )
                  }}
                </form.Field>
                <form.Field name="motive">
                  {(field) => {
                    const b = bind(field, submitted, server, clear)
                    return (
                      <ResvField label={t`Motivo`} errors={b.errors}>
                        {(ids) => (
                          <select {...b.control(ids)}>
                            <option value="">{t`Elige un motivo`}</option>
                            {TABLE_MOTIVES.map((m) => (
                              <option key={m} value={m}>
                                {motives[m]}
                              </option>
                            ))}
                          </select>
                        )}
                      </ResvField>
                    )
                  }}
                </form.Field>
              </div>
            </section>

            <section className="resv-card" aria-labelledby="resv-contact-title">
              <h2 id="resv-contact-title" className="resv-card__title">
                <Trans>Tus datos</Trans>
              </h2>
              <div className="resv-grid">
                {contact.map((spec) => (
                  <form.Field key={spec.name} name={spec.name}>
                    {(field) => {
                      const b = bind(field, submitted, server, clear)
                      return (
                        <ResvField label={spec.label} errors={b.errors}>
                          {(ids) => <input type={spec.type} autoComplete={spec.autoComplete} inputMode={spec.inputMode} placeholder={spec.placeholder} {...b.control(ids)} />}
                        </ResvField>
                      )
                    }}
                  </form.Field>
                ))}
              </div>
              <form.Field name="message">
                {(field) => {
                  const b = bind(field, submitted, server, clear)
                  return (
                    <ResvField
                      label={t`Mensaje (opcional)`}
                      errors={b.errors}
                      hint={t`${String(field.state.value).length} de ${RESERVATION_TEXT_MAX} caracteres`}
                    >
                      {(ids) => <textarea rows={4} maxLength={RESERVATION_TEXT_MAX} placeholder={t`Silla para niños, acceso sin escalones, una sorpresa…`} {...b.control(ids)} />}
                    </ResvField>
                  )
                }}
              </form.Field>
            </section>
          </>
        )}
      </form.Subscribe>

      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(busy) => (
          <button type="submit" className="button button--primary button--large resv-submit" disabled={busy || !hydrated} aria-busy={busy || undefined}>
            {busy ? <Trans>Reservando…</Trans> : <Trans>Reservar mesa</Trans>}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
