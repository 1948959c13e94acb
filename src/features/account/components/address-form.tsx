import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { saveAddressFn } from '../account.functions'
import { communesQueryOptions, regionsQueryOptions } from '../account.queries'
import { addressInputSchema, type Address } from '~/contract/profile'
import { useErrorModal } from '~/ui/error-modal'
import { bindField, formSchema, useFormBinding } from '~/ui/form/form-binding'
import { FormField, TextField, controlProps, type ControlIds } from '~/ui/form/form-field'
import { SubmitButton } from '~/ui/form/submit-button'

type Values = { identification: string; address: string; apartment: string; region_id: number; commune_id: number }

// docs/product.md, What the shop stores address: identification (Casa, Oficina…), address, apartment/floor/house number, region → commune.
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
  const { server, formRef, submitOptions } = useFormBinding()
  const regions = useQuery(regionsQueryOptions())
  const form = useForm({
    ...submitOptions,
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
      ref={formRef}
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
                <TextField
                  label={t`Nombre de la dirección`}
                  placeholder={t`Casa, Oficina…`}
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="address">
              {(f) => (
                <TextField
                  label={t`Dirección`}
                  autoComplete="street-address"
                  placeholder={t`Calle y número`}
                  {...bindField(f, submitted, server)}
                />
              )}
            </form.Field>
            <form.Field name="apartment">
              {(f) => <TextField label={t`Depto., piso o casa (opcional)`} {...bindField(f, submitted, server)} />}
            </form.Field>
            <form.Field name="region_id">
              {(f) => (
                <FormField label={t`Región`} errors={bindField(f, submitted, server).errors}>
                  {(ids) => (
                    <select
                      {...controlProps(ids)}
                      name={f.name}
                      value={f.state.value || ''}
                      onBlur={f.handleBlur}
                      onChange={(event) => {
                        server.clearServerError(f.name)
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
                </FormField>
              )}
            </form.Field>
            <form.Field name="commune_id">
              {(f) => (
                <FormField label={t`Comuna`} errors={bindField(f, submitted, server).errors}>
                  {(ids) => (
                    <CommuneSelect
                      ids={ids}
                      name={f.name}
                      regionId={regionId}
                      value={f.state.value}
                      onChange={(value) => {
                        server.clearServerError(f.name)
                        f.handleChange(value)
                      }}
                      onBlur={f.handleBlur}
                    />
                  )}
                </FormField>
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
  ids,
  name,
  regionId,
  value,
  onChange,
  onBlur,
}: {
  ids: ControlIds
  name: string
  regionId: number
  value: number
  onChange: (value: number) => void
  onBlur: () => void
}) {
  const { t } = useLingui()
  const communes = useQuery(communesQueryOptions(regionId))
  return (
    <select
      {...controlProps(ids)}
      name={name}
      value={value || ''}
      disabled={!regionId}
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
