import { Trans, useLingui } from '@lingui/react/macro'
import type { CheckoutAddress } from '~/contract/checkout'
import { Modal } from '~/ui/dialog'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, focusFirstInvalid, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { RegionCommuneFields } from '~/ui/form/region-commune-fields'
import { saveAddress } from '../checkout.functions'
import { addressErrors, type AddressValues } from '../checkout-rules'
import { checkoutPlaces } from '../checkout.queries'

const EMPTY: AddressValues = { identification: '', address: '', department: '', region_id: 0, commune_id: 0 }

/** docs/product.md, Pages add-address modal: identification, address, apartment, region → commune. */
export function AddressModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean
  onClose: () => void
  onSaved: (a: CheckoutAddress) => void
}) {
  const { t } = useLingui()
  const showError = useErrorModal()
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: EMPTY,
    validators: { onChange: addressErrors },
    onSubmit: async ({ value, formApi }) => {
      const result = await saveAddress({ data: value }).catch((err) => (showError(err), null))
      if (!result) return
      if (!result.ok) {
        setServerErrors(formApi, result.fieldErrors)
        focusFirstInvalid(formApi)
        return showError(result)
      }
      onSaved(result.data)
    },
  })
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t`Agregar dirección`} className="address-modal">
      <ShopForm form={form}>
        <form.AppField name="identification">
          {(f) => <f.TextField label={t`Nombre de la dirección (ej. Casa)`} />}
        </form.AppField>
        <form.AppField name="address">
          {(f) => <f.TextField label={t`Dirección`} autoComplete="street-address" />}
        </form.AppField>
        <form.AppField name="department">{(f) => <f.TextField label={t`Departamento, piso o casa`} />}</form.AppField>
        <RegionCommuneFields
          form={form}
          fields={{ region_id: 'region_id', commune_id: 'commune_id' }}
          places={checkoutPlaces}
          enabled={open}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </button>
          <form.SubmitButton>
            <Trans>Guardar dirección</Trans>
          </form.SubmitButton>
        </div>
      </ShopForm>
    </Modal>
  )
}
