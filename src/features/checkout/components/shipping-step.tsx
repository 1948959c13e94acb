import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CheckoutAddress } from '~/contract/checkout'
import type { Locale } from '~/lib/locale'
import { useCLP } from '~/ui/use-clp'
import { STORE, STORE_HOURS } from '~/lib/store'
import { useErrorModal } from '~/ui/error-modal'
import { calculateShipping, listSavedAddresses } from '../checkout.functions'
import { useCheckout, type CheckoutState } from '../checkout-state'
import { AddressModal } from './address-modal'
import { Field } from './field'

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
  const d = state.order.delivery
  const setDelivery = (patch: Partial<CheckoutState['order']['delivery']>) =>
    update((s) => ({ ...s, order: { ...s.order, delivery: { ...s.order.delivery, ...patch } } }))
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
    setDelivery({ address })
    void quote('delivery', address)
  }
  const [errors, setErrors] = useState<Record<string, string>>({})
  function next() {
    const e: Record<string, string> = {}
    if (d.method === 'delivery' && !d.address) e.address = t`Selecciona o agrega una dirección de despacho`
    if (d.receiver === 'other') {
      if (!d.contact.name.trim()) e.contact_name = t`El campo es requerido`
      if (!d.contact.surname.trim()) e.contact_surname = t`El campo es requerido`
      if (!/^\+?[\d\s]{8,15}$/.test(d.contact.phone.trim())) e.contact_phone = t`Este campo debe ser solo números`
    }
    setErrors(e)
    if (Object.keys(e).length === 0) void navigate({ to: '/metodo-de-pago' as never })
  }

  return (
    <section className="checkout-card">
      <h2>
        <Trans>Información de despacho</Trans>
      </h2>
      <fieldset className="choice-group">
        <legend>
          <Trans>¿Cómo quieres recibir tu pedido?</Trans>
        </legend>
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={d.method === 'delivery'}
            onChange={() => (setDelivery({ method: 'delivery' }), void quote('delivery', d.address))}
          />
          <Trans>Despacho a domicilio</Trans>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={d.method === 'pickup'}
            onChange={() => (setDelivery({ method: 'pickup' }), void quote('pickup', null))}
          />
          <Trans>Retiro en tienda (gratis)</Trans>
        </label>
      </fieldset>
      {d.method === 'delivery' ? (
        <>
          <fieldset className="address-list">
            <legend>
              <Trans>Dirección de despacho</Trans>
            </legend>
            {addresses.map((a) => (
              <label key={a.id} className={`address-card${d.address?.id === a.id ? ' is-selected' : ''}`}>
                <input type="radio" name="address" checked={d.address?.id === a.id} onChange={() => choose(a)} />
                <span>
                  <strong>{a.identification || a.address}</strong>
                  <br />
                  {a.address}
                  {a.department ? `, ${a.department}` : ''} · {a.commune}
                </span>
              </label>
            ))}
            <button type="button" className="button button--ghost" onClick={() => setModal(true)}>
              <Trans>Agregar dirección</Trans>
            </button>
            {errors.address ? <p className="field__error">{errors.address}</p> : null}
          </fieldset>
          <fieldset className="choice-group">
            <legend>
              <Trans>¿Quién recibe?</Trans>
            </legend>
            <label className="choice">
              <input
                type="radio"
                name="receiver"
                checked={d.receiver === 'me'}
                onChange={() => setDelivery({ receiver: 'me' })}
              />
              <Trans>Yo</Trans>
            </label>
            <label className="choice">
              <input
                type="radio"
                name="receiver"
                checked={d.receiver === 'other'}
                onChange={() => setDelivery({ receiver: 'other' })}
              />
              <Trans>Otra persona</Trans>
            </label>
            <label className="choice">
              <input
                type="radio"
                name="receiver"
                checked={d.receiver === 'concierge'}
                onChange={() => setDelivery({ receiver: 'concierge' })}
              />
              <Trans>Dejar en conserjería</Trans>
            </label>
          </fieldset>
          {d.receiver === 'other' ? (
            <div className="form-row">
              <Field
                id="contact_name"
                label={t`Nombre de quien recibe`}
                value={d.contact.name}
                error={errors.contact_name}
                onChange={(e) => setDelivery({ contact: { ...d.contact, name: e.target.value } })}
              />
              <Field
                id="contact_surname"
                label={t`Apellido`}
                value={d.contact.surname}
                error={errors.contact_surname}
                onChange={(e) => setDelivery({ contact: { ...d.contact, surname: e.target.value } })}
              />
              <Field
                id="contact_phone"
                label={t`Teléfono`}
                inputMode="tel"
                value={d.contact.phone}
                error={errors.contact_phone}
                onChange={(e) => setDelivery({ contact: { ...d.contact, phone: e.target.value } })}
              />
            </div>
          ) : null}
        </>
      ) : (
        <p className="muted">
          {t`Retira en nuestra tienda de ${STORE.street}, ${STORE.commune}, ${STORE_HOURS[locale]}.`}
        </p>
      )}
      <Field id="comment" label={t`Comentario para el despacho (opcional)`}>
        <textarea
          id="comment"
          maxLength={500}
          value={d.comment}
          onChange={(e) => setDelivery({ comment: e.target.value })}
        />
      </Field>
      {d.method === 'pickup' || d.address ? (
        <p className="shipping-quote" role="status">
          <Trans>Costo de despacho:</Trans>{' '}
          <strong>{state.order.price_delivery > 0 ? clp(state.order.price_delivery) : t`Gratis`}</strong>
          {state.order.time_delivery ? <> · {state.order.time_delivery}</> : null}
        </p>
      ) : null}
      <button type="button" className="button button--primary" onClick={next}>
        <Trans>Continuar al pago</Trans>
      </button>
      <AddressModal
        open={modal}
        onClose={() => setModal(false)}
        onSaved={(a) => {
          setExtra((list) => [...list, a])
          setModal(false)
          choose(a)
        }}
      />
    </section>
  )
}
