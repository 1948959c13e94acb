import { Trans, useLingui } from '@lingui/react/macro'
import { useForm, useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import {
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
import { ContactCard, NoteField, useContactSpecs } from './contact-fields'
import type { CaptchaConfig } from '~/ui/captcha'
import { bindField, formSchema, useFormBinding } from '~/ui/form/form-binding'
import { SelectField, TextField } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'
import { useKeptDraft } from './use-kept-draft'

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
  const contact = useContactSpecs()
  const motives = useMotiveLabels()
  // After a refused submit (or a 422), the first field to fix gets the focus (screen readers hear its error).
  const { server, formRef, submitOptions, focusFirstInvalid } = useFormBinding()
  const range = bookingWindow()

  const form = useForm({
    ...submitOptions,
    defaultValues: { ...EMPTY, date: firstBookableDate() },
    validators: { onChange: formSchema<Values>(tableReservationRequestSchema) },
    onSubmit: async ({ value }) => {
      try {
        const recaptchaResponse = captcha.siteKey
          ? await getCaptchaToken({ ...captcha, action: TABLE_RESERVATION_CAPTCHA_ACTION })
          : ''
        const result = await reserveTableFn({
          data: { ...value, motive: value.motive as TableMotive, recaptchaResponse },
        })
        if (result.ok) {
          saveConfirmation('table', result.data)
          saveFailure('table', null)
          clearDraft('table')
          await navigate({ to: '/reserva-mesa/thank-you' as never })
          return
        }
        const inline = Object.keys(result.fieldErrors).filter((f) => FIELDS.has(f))
        if (result.status === 422 && inline.length > 0) {
          server.setServerErrors(result.fieldErrors)
          return void focusFirstInvalid()
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
    const date =
      draft.date && isIsoDate(draft.date) && draft.date >= bookingWindow().min ? draft.date : firstBookableDate()
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
                    const bound = bindField(field, submitted, server)
                    return (
                      <TextField
                        label={t`Fecha`}
                        hint={
                          closed
                            ? t`El vino bar está cerrado ese día: abrimos de martes a sábado desde las 18:00 y el domingo desde las 13:00.`
                            : undefined
                        }
                        type="date"
                        min={range.min}
                        max={range.max}
                        {...bound}
                        onChange={(value) => {
                          bound.onChange(value)
                          if (!availableSlots(value).includes(form.getFieldValue('hour')))
                            form.setFieldValue('hour', '')
                        }}
                      />
                    )
                  }}
                </form.Field>
                <form.Field name="hour">
                  {(field) => (
                    <SelectField
                      label={t`Hora`}
                      disabled={slots.length === 0}
                      placeholder={slots.length === 0 ? t`Sin horarios disponibles` : t`Elige una hora`}
                      options={slots.map((slot) => ({ value: slot, label: slot }))}
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
                <form.Field name="people">
                  {(field) => (
                    <SelectField
                      label={t`Número de personas`}
                      options={Array.from({ length: TABLE_PEOPLE_MAX }, (_, i) => ({
                        value: String(i + 1),
                        label: String(i + 1),
                      }))}
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
                <form.Field name="motive">
                  {(field) => (
                    <SelectField
                      label={t`Motivo`}
                      placeholder={t`Elige un motivo`}
                      options={TABLE_MOTIVES.map((m) => ({ value: m, label: motives[m] }))}
                      {...bindField(field, submitted, server)}
                    />
                  )}
                </form.Field>
              </div>
            </section>

            <ContactCard>
              <div className="resv-grid">
                {contact.map(({ name, ...spec }) => (
                  <form.Field key={name} name={name}>
                    {(field) => <TextField {...spec} {...bindField(field, submitted, server)} />}
                  </form.Field>
                ))}
              </div>
              <form.Field name="message">
                {(field) => (
                  <NoteField
                    label={t`Mensaje (opcional)`}
                    placeholder={t`Silla para niños, acceso sin escalones, una sorpresa…`}
                    {...bindField(field, submitted, server)}
                  />
                )}
              </form.Field>
            </ContactCard>
          </>
        )}
      </form.Subscribe>

      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(busy) => (
          <SubmitButton busy={busy} className="button--large resv-submit">
            {busy ? <Trans>Reservando…</Trans> : <Trans>Reservar mesa</Trans>}
          </SubmitButton>
        )}
      </form.Subscribe>
    </form>
  )
}
