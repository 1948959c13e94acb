import { Trans, useLingui } from '@lingui/react/macro'
import { saveAddressFn } from '../account.functions'
import { accountPlaces } from '../account.queries'
import { addressInputSchema, type Address } from '~/contract/profile'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, formSchema, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { RegionCommuneFields } from '~/ui/form/region-commune-fields'

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
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: {
      identification: address?.identification ?? '',
      address: address?.address ?? '',
      apartment: address?.apartment ?? '',
      region_id: address?.region_id ?? 0,
      commune_id: address?.commune_id ?? 0,
    },
    validators: { onChange: formSchema<Values>(addressInputSchema) },
    onSubmit: async ({ value, formApi }) => {
      const result = await saveAddressFn({ data: { id: address?.id, input: value } })
      if (!result.ok) {
        if (result.status === 422) setServerErrors(formApi, result.fieldErrors)
        showError(result)
        return
      }
      onSaved(result.data)
    },
  })
  return (
    <ShopForm form={form} className="account-form account-form--modal">
      <div className="form-grid">
        <form.AppField name="identification">
          {(f) => <f.TextField label={t`Nombre de la dirección`} placeholder={t`Casa, Oficina…`} />}
        </form.AppField>
        <form.AppField name="address">
          {(f) => <f.TextField label={t`Dirección`} autoComplete="street-address" placeholder={t`Calle y número`} />}
        </form.AppField>
        <form.AppField name="apartment">
          {(f) => <f.TextField label={t`Depto., piso o casa (opcional)`} />}
        </form.AppField>
        <RegionCommuneFields
          form={form}
          fields={{ region_id: 'region_id', commune_id: 'commune_id' }}
          places={accountPlaces}
        />
      </div>
      <div className="account-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </button>
        <form.SubmitButton>
          <Trans>Guardar dirección</Trans>
        </form.SubmitButton>
      </div>
    </ShopForm>
  )
}
