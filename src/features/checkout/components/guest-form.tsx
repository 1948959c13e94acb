import { Trans, useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { guestCustomerSchema } from '~/contract/checkout'
import { formatRut } from '~/lib/rut'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, focusFirstInvalid, formSchema, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { registerGuest } from '../checkout.functions'
import { GUEST, useCheckoutSync, useCheckoutValues } from '../checkout-form'
import { checkoutStore, type CheckoutState } from '../checkout-state'

const noSubscription = () => () => undefined
/** False in the server's HTML and while hydrating, true once the form has hydrated. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/** The guest's details, registered as a guest customer before the shipping step. */
export function GuestForm({ onRegistered }: { onRegistered: () => unknown }) {
  const { t } = useLingui()
  const showError = useErrorModal()
  const values = useCheckoutValues(GUEST)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: values,
    validators: { onChange: formSchema<CheckoutState['guestCustomer']>(guestCustomerSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await registerGuest({ data: value })
        if (!result.ok) {
          setServerErrors(formApi, result.fieldErrors)
          focusFirstInvalid(formApi)
          return showError(result)
        }
        checkoutStore.update((s) => ({ ...s, step: 3, guestCustomerId: result.data.id }))
        await onRegistered()
      } catch (err) {
        showError(err)
      }
    },
  })
  useCheckoutSync(form, GUEST, values)
  // The form's code loads on demand (personal-step.tsx) and it hydrates after the rest of the page: marked once it
  // has, as the shell marks <html> (browser tests wait for it before typing into fields that format themselves).
  const hydrated = useHydrated()
  return (
    <ShopForm form={form} className="checkout-card" data-hydrated={hydrated ? 'true' : undefined}>
      <h2>
        <Trans>Compra como invitado</Trans>
      </h2>
      <div className="form-row">
        <form.AppField name="name">{(f) => <f.TextField label={t`Nombre`} autoComplete="given-name" />}</form.AppField>
        <form.AppField name="surname">
          {(f) => <f.TextField label={t`Apellido`} autoComplete="family-name" />}
        </form.AppField>
      </div>
      <div className="form-row">
        <form.AppField name="rut">
          {(f) => <f.TextField label={t`RUT`} inputMode="text" placeholder="12.345.678-5" format={formatRut} />}
        </form.AppField>
        <form.AppField name="email">
          {(f) => <f.TextField label={t`Correo electrónico`} type="email" autoComplete="email" />}
        </form.AppField>
      </div>
      <form.AppField name="phone">
        {(f) => (
          <f.TextField
            label={t`Teléfono`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+56 9 1234 5678"
            hint={t`El courier te llamará a este número para coordinar la entrega.`}
          />
        )}
      </form.AppField>
      <form.AppField name="remember">
        {(f) => <f.CheckboxField label={<Trans>Recordar mis datos para próximas compras</Trans>} />}
      </form.AppField>
      <form.SubmitButton>
        <Trans>Continuar</Trans>
      </form.SubmitButton>
    </ShopForm>
  )
}
