import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { guestCustomerSchema } from '~/contract/checkout'
import { formatRut } from '~/lib/rut'
import { useErrorModal } from '~/ui/error-modal'
import { FORM_DEFAULTS, ShopForm, focusFirstInvalid, formSchema, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { registerGuest } from '../checkout.functions'
import { GUEST, useCheckoutSync, useCheckoutValues } from '../checkout-form'
import { checkoutStore, type CheckoutState } from '../checkout-state'

export interface BuyerSummary {
  email: string
  first_name: string
}

/** Step 2 (docs/product.md, Pages): guest form (name, surname, RUT auto-formatted, e-mail, remember) or login; registered buyers skip it. */
export function PersonalStep({ user }: { user: BuyerSummary | null }) {
  const navigate = useNavigate()
  const next = () => navigate({ to: '/informacion-de-envio' as never })

  if (user) {
    return (
      <section className="checkout-card">
        <h2>
          <Trans>Tus datos</Trans>
        </h2>
        <p>
          <Trans>
            Compras como {user.first_name} ({user.email}).
          </Trans>
        </p>
        <button type="button" className="button button--primary" onClick={next}>
          <Trans>Continuar</Trans>
        </button>
      </section>
    )
  }

  return (
    <div className="checkout-grid">
      <GuestForm onRegistered={next} />
      <aside className="checkout-card">
        <h2>
          <Trans>¿Ya tienes cuenta?</Trans>
        </h2>
        <p>
          <Trans>Inicia sesión para usar tus direcciones guardadas.</Trans>
        </p>
        <Link
          to={'/iniciar-sesion' as never}
          search={{ redirect: '/informacion-personal' } as never}
          className="button button--ghost"
        >
          <Trans>Iniciar sesión</Trans>
        </Link>
      </aside>
    </div>
  )
}

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
  return (
    <ShopForm form={form} className="checkout-card">
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
