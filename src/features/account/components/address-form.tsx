import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { saveAddressFn } from '../account.functions'
import { communesQueryOptions, regionsQueryOptions } from '../account.queries'
import { Field } from './form-field'
import { SubmitButton } from './submit-button'
import { bindField, formSchema, useServerErrors } from './use-server-errors'
import { addressInputSchema, type Address } from '~/contract/profile'
import { useErrorModal } from '~/ui/error-modal'

type Values = { identification: string; address: string; apartment: string; region_id: number; commune_id: number }

// spec §3 address: identification (Casa, Oficina…), address, apartment/floor/house number, region → commune.
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address
  onSaved: (saved: Address) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const showError = useErrorModal()
  const server = useServerErrors()
  const regions = useQuery(regionsQueryOptions())
  const form = useForm({
    defaultValues: {
      identification: address?.identification ?? '',
      address: address?.address ?? '',
      apartment: address?.apartment ?? '',
      region_id: address?.region_id ?? 0,
      commune_id: address?.commune_id ?? 0,
    },
    validators: { onChange: formSchema<Values>(addressInputSchema) },
    onSubmit: async ({ value }) => {
      const result = await saveAddressFn({ data: { id: address?.id, input: value } })
      if (!result.ok) {
        if (result.status === 422) server.setServerErrors(result.fieldErrors)
        showError(result)
        return
      }
      onSaved(result.data)
    },
  })
  return (
    <form
      method="post"
      className="account-form account-form--modal"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Subscribe selector={(s) => [s.submissionAttempts > 0, s.values.region_id] as const}>
        {([submitted, regionId]) => (
          <div className="form-grid">
            <form.Field name="identification">
              {(f) => (
                <Field
                  label={t`Nombre de la dirección`}
                  placeholder={t`Casa, Oficina…`}
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="address">
              {(f) => (
                <Field
                  label={t`Dirección`}
                  autoComplete="street-address"
                  placeholder={t`Calle y número`}
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="apartment">
              {(f) => <Field label={t`Depto., piso o casa (opcional)`} {...bindField(f, submitted, server)} />}
            </form.Field>
            <form.Field name="region_id">
              {(f) => (
                <Field
                  label={t`Región`}
                  {...bindField(f, submitted, server)}
                  value={String(f.state.value)}
                  onChange={() => undefined}
                >
                  {({ id, describedBy, invalid }) => (
                    <select
                      id={id}
                      className="form-field__input"
                      value={f.state.value || ''}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      onBlur={f.handleBlur}
                      onChange={(event) => {
                        f.handleChange(Number(event.target.value))
                        form.setFieldValue('commune_id', 0)
                      }}
                    >
                      <option value="">{t`Selecciona una región`}</option>
                      {(regions.data ?? []).map((region) => (
                        <option key={region.id} value={region.id}>
                          {region.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="commune_id">
              {(f) => (
                <Field
                  label={t`Comuna`}
                  {...bindField(f, submitted, server)}
                  value={String(f.state.value)}
                  onChange={() => undefined}
                >
                  {(ids) => (
                    <CommuneSelect
                      regionId={regionId}
                      value={f.state.value}
                      onChange={(v) => f.handleChange(v)}
                      onBlur={f.handleBlur}
                      {...ids}
                    />
                  )}
                </Field>
              )}
            </form.Field>
          </div>
        )}
      </form.Subscribe>
      <div className="account-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </button>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <SubmitButton busy={submitting}>
              <Trans>Guardar dirección</Trans>
            </SubmitButton>
          )}
        </form.Subscribe>
      </div>
    </form>
  )
}

function CommuneSelect({
  regionId,
  value,
  onChange,
  onBlur,
  id,
  describedBy,
  invalid,
}: {
  regionId: number
  value: number
  onChange: (value: number) => void
  onBlur: () => void
  id: string
  describedBy: string | undefined
  invalid: boolean
}) {
  const { t } = useLingui()
  const communes = useQuery(communesQueryOptions(regionId))
  return (
    <select
      id={id}
      className="form-field__input"
      value={value || ''}
      disabled={!regionId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={onBlur}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      <option value="">{regionId ? t`Selecciona una comuna` : t`Primero elige la región`}</option>
      {(communes.data ?? []).map((commune) => (
        <option key={commune.id} value={commune.id}>
          {commune.name}
        </option>
      ))}
    </select>
  )
}
