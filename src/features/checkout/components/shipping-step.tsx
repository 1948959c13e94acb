import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useStore } from '@tanstack/react-form'
import { useId, useState } from 'react'
import type { CheckoutAddress } from '~/contract/checkout'
import { firstErrorText } from '~/ui/form/error-text'
import { FORM_DEFAULTS, ShopForm, useAppForm } from '~/ui/form/form-kit'
import type { Locale } from '~/lib/locale'
import { useCLP } from '~/ui/use-clp'
import { STORE, STORE_HOURS } from '~/lib/store'
import { useErrorModal } from '~/ui/error-modal'
import { calculateShipping, listSavedAddresses } from '../checkout.functions'
import { DELIVERY, useCheckoutSync, useCheckoutValues } from '../checkout-form'
import { deliveryErrors, type Delivery } from '../checkout-rules'
import { useCheckout } from '../checkout-state'
import { AddressModal } from './address-modal'

/** Step 3 (docs/product.md, Pages / How things behave): store pick-up or home delivery, receiver, address list with add-address modal, comment, price and time. */
export function ShippingStep({ locale, loggedIn }: { locale: Locale; loggedIn: boolean }) {
  const clp = useCLP()
  const { t } = useLingui()
  const navigate = useNavigate()
  const showError = useErrorModal()
  const [state, update] = useCheckout()
  const [modal, setModal] = useState(false)
  const [extra, setExtra] = useState<CheckoutAddress[]>([])
  const saved = useQuery({
    queryKey: ['checkout', 'addresses', loggedIn],
    queryFn: () => listSavedAddresses(),
    enabled: loggedIn,
  })
  const values = useCheckoutValues(DELIVERY)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: values,
    validators: {
      onChange: ({ value }: { value: Delivery }) =>
        deliveryErrors(value, t`Selecciona o agrega una dirección de despacho`),
    },
    onSubmit: () => navigate({ to: '/metodo-de-pago' as never }),
  })
  useCheckoutSync(form, DELIVERY, values)
  const d = useStore(form.store, (s) => s.values)
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const addresses = [
    ...(saved.data ?? []),
    ...extra,
    ...(d.address && ![...(saved.data ?? []), ...extra].some((a) => a.id === d.address!.id) ? [d.address] : []),
  ]

  async function quote(method: 'delivery' | 'pickup', address: CheckoutAddress | null) {
    if (method === 'delivery' && !address)
      return update((s) => ({ ...s, order: { ...s.order, price_delivery: 0, time_delivery: '' } }))
    const result = await calculateShipping({ data: { method, commune_id: address?.commune_id ?? 0 } }).catch(
      (err) => (showError(err), null),
    )
    if (!result) return
    if (!result.ok) return showError(result)
    update((s) => ({
      ...s,
      order: { ...s.order, price_delivery: result.data.price_delivery, time_delivery: result.data.time_delivery },
    }))
  }
  const choose = (address: CheckoutAddress) => {
    form.setFieldValue('address', address)
    void quote('delivery', address)
  }

  return (
    <>
      <ShopForm form={form} className="checkout-card">
        <h2>
          <Trans>Información de despacho</Trans>
        </h2>
        <form.AppField name="method" listeners={{ onChange: ({ value }) => void quote(value, d.address) }}>
          {(f) => (
            <f.ChoiceField
              className="choice-group"
              legend={<Trans>¿Cómo quieres recibir tu pedido?</Trans>}
              options={[
                { value: 'delivery', label: <Trans>Despacho a domicilio</Trans> },
                { value: 'pickup', label: <Trans>Retiro en tienda (gratis)</Trans> },
              ]}
            />
          )}
        </form.AppField>
        {d.method === 'delivery' ? (
          <>
            <form.Field name="address">
              {(field) => (
                <AddressCards
                  addresses={addresses}
                  chosen={field.state.value}
                  error={submitted ? field.state.meta.errors.find(Boolean) : undefined}
                  onChoose={choose}
                  onAdd={() => setModal(true)}
                />
              )}
            </form.Field>
            <form.AppField name="receiver">
              {(f) => (
                <f.ChoiceField
                  className="choice-group"
                  legend={<Trans>¿Quién recibe?</Trans>}
                  options={[
                    { value: 'me', label: <Trans>Yo</Trans> },
                    { value: 'other', label: <Trans>Otra persona</Trans> },
                    { value: 'concierge', label: <Trans>Dejar en conserjería</Trans> },
                  ]}
                />
              )}
            </form.AppField>
            {d.receiver === 'other' ? (
              <div className="form-row">
                <form.AppField name="contact.name">
                  {(f) => <f.TextField label={t`Nombre de quien recibe`} autoComplete="off" />}
                </form.AppField>
                <form.AppField name="contact.surname">
                  {(f) => <f.TextField label={t`Apellido`} autoComplete="off" />}
                </form.AppField>
                <form.AppField name="contact.phone">
                  {(f) => <f.TextField label={t`Teléfono`} inputMode="tel" />}
                </form.AppField>
              </div>
            ) : null}
          </>
        ) : (
          <p className="muted">
            {t`Retira en nuestra tienda de ${STORE.street}, ${STORE.commune}, ${STORE_HOURS[locale]}.`}
          </p>
        )}
        <form.AppField name="comment">
          {(f) => <f.TextareaField label={t`Comentario para el despacho (opcional)`} maxLength={500} />}
        </form.AppField>
        {d.method === 'pickup' || d.address ? (
          <p className="shipping-quote" role="status">
            <Trans>Costo de despacho:</Trans>{' '}
            <strong>{state.order.price_delivery > 0 ? clp(state.order.price_delivery) : t`Gratis`}</strong>
            {state.order.time_delivery ? <> · {state.order.time_delivery}</> : null}
          </p>
        ) : null}
        <form.SubmitButton>
          <Trans>Continuar al pago</Trans>
        </form.SubmitButton>
      </ShopForm>
      <AddressModal
        open={modal}
        onClose={() => setModal(false)}
        onSaved={(a) => {
          setExtra((list) => [...list, a])
          setModal(false)
          choose(a)
        }}
      />
    </>
  )
}

/**
 * The delivery address as a list of cards (saved, added in the modal, or the one chosen earlier in this tab) and
 * the button that opens the add-address modal. Its error (no address chosen) is announced and describes the list.
 */
function AddressCards({
  addresses,
  chosen,
  error,
  onChoose,
  onAdd,
}: {
  addresses: CheckoutAddress[]
  chosen: CheckoutAddress | null
  error: unknown
  onChoose: (address: CheckoutAddress) => void
  onAdd: () => void
}) {
  const id = useId()
  const { i18n } = useLingui()
  const text = firstErrorText(error ? [error] : [], i18n)
  return (
    <fieldset className="address-list" aria-describedby={text ? `${id}-error` : undefined}>
      <legend>
        <Trans>Dirección de despacho</Trans>
      </legend>
      {addresses.map((a) => (
        <label key={a.id} className={`address-card${chosen?.id === a.id ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name="address"
            checked={chosen?.id === a.id}
            aria-invalid={text ? true : undefined}
            onChange={() => onChoose(a)}
          />
          <span>
            <strong>{a.identification || a.address}</strong>
            <br />
            {a.address}
            {a.department ? `, ${a.department}` : ''} · {a.commune}
          </span>
        </label>
      ))}
      <button type="button" className="button button--ghost" onClick={onAdd}>
        <Trans>Agregar dirección</Trans>
      </button>
      {text ? (
        <p id={`${id}-error`} className="field-error">
          <span role="alert">{text}</span>
        </p>
      ) : null}
    </fieldset>
  )
}
