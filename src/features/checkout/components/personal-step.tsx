import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { guestCustomerSchema } from '~/contract/checkout'
import { formatRut } from '~/lib/rut'
import { issuesToFieldErrors } from '~/lib/validation'
import { useErrorModal } from '~/ui/error-modal'
import { registerGuest } from '../checkout.functions'
import { useCheckout } from '../checkout-state'
import { Field } from './field'

export interface BuyerSummary {
  email: string
  first_name: string
}

/** Step 2 (docs/product.md, Pages): guest form (name, surname, RUT auto-formatted, e-mail, remember) or login; registered buyers skip it. */
export function PersonalStep({ user }: { user: BuyerSummary | null }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const showError = useErrorModal()
  const [state, update] = useCheckout()
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  const g = state.guestCustomer
  const set = (patch: Partial<typeof g>) => update((s) => ({ ...s, guestCustomer: { ...s.guestCustomer, ...patch } }))
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

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = v.safeParse(guestCustomerSchema, g)
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.issues, i18n))
    setErrors({})
    setBusy(true)
    try {
      const result = await registerGuest({ data: parsed.output })
      if (!result.ok) {
        setErrors(result.fieldErrors)
        return showError(result)
      }
      update((s) => ({ ...s, step: 3, guestCustomerId: result.data.id }))
      await next()
    } catch (err) {
      showError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="checkout-grid">
      <form className="checkout-card" onSubmit={submit} noValidate>
        <h2>
          <Trans>Compra como invitado</Trans>
        </h2>
        <div className="form-row">
          <Field
            id="name"
            label={t`Nombre`}
            autoComplete="given-name"
            value={g.name}
            error={errors.name?.[0]}
            onChange={(e) => set({ name: e.target.value })}
          />
          <Field
            id="surname"
            label={t`Apellido`}
            autoComplete="family-name"
            value={g.surname}
            error={errors.surname?.[0]}
            onChange={(e) => set({ surname: e.target.value })}
          />
        </div>
        <div className="form-row">
          <Field
            id="rut"
            label={t`RUT`}
            inputMode="text"
            placeholder="12.345.678-5"
            value={g.rut}
            error={errors.rut?.[0]}
            onChange={(e) => set({ rut: formatRut(e.target.value) })}
          />
          <Field
            id="email"
            type="email"
            label={t`Correo electrónico`}
            autoComplete="email"
            value={g.email}
            error={errors.email?.[0]}
            onChange={(e) => set({ email: e.target.value })}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={g.remember} onChange={(e) => set({ remember: e.target.checked })} />
          <span>
            <Trans>Recordar mis datos para próximas compras</Trans>
          </span>
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Continuar</Trans>
        </button>
      </form>
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
