import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { addressSchema, type CheckoutAddress } from '~/contract/checkout'
import { issuesToFieldErrors } from '~/lib/validation'
import { Modal } from '~/ui/dialog'
import { useErrorModal } from '~/ui/error-modal'
import { saveAddress } from '../checkout.functions'
import { RegionCommuneFields } from './region-commune-fields'
import { Field } from './field'

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
  const { t, i18n } = useLingui()
  const showError = useErrorModal()
  const [form, setForm] = useState({ identification: '', address: '', department: '', region_id: 0, commune_id: 0 })
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(addressSchema, {
      ...form,
      region_id: form.region_id || '',
      commune_id: form.commune_id || '',
    })
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.issues, i18n))
    setErrors({})
    const result = await saveAddress({ data: parsed.output }).catch((err) => (showError(err), null))
    if (!result) return
    if (!result.ok) return (setErrors(result.fieldErrors), showError(result))
    onSaved(result.data)
  }
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t`Agregar dirección`} className="address-modal">
      <form onSubmit={submit} noValidate>
        <Field
          id="identification"
          label={t`Nombre de la dirección (ej. Casa)`}
          value={form.identification}
          onChange={(e) => setForm({ ...form, identification: e.target.value })}
        />
        <Field
          id="address"
          label={t`Dirección`}
          autoComplete="street-address"
          value={form.address}
          error={errors.address?.[0]}
          onChange={(e) => setForm({ ...form, address: e.target.value })}
        />
        <Field
          id="department"
          label={t`Departamento, piso o casa`}
          value={form.department}
          onChange={(e) => setForm({ ...form, department: e.target.value })}
        />
        <RegionCommuneFields
          regionId={form.region_id}
          communeId={form.commune_id}
          enabled={open}
          errors={{ region: errors.region_id?.[0], commune: errors.commune_id?.[0] }}
          onChange={(next) => setForm({ ...form, ...next })}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </button>
          <button type="submit" className="button button--primary">
            <Trans>Guardar dirección</Trans>
          </button>
        </div>
      </form>
    </Modal>
  )
}
