import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/** docs/product.md, Pages: four-step stepper — cart, your info, dispatch info, payment. */
export function Stepper({ current }: { current: 1 | 2 | 3 | 4 }) {
  const { t } = useLingui()
  const steps = [
    { n: 1, label: t`Carrito`, to: '/carrito' },
    { n: 2, label: t`Tus datos`, to: '/informacion-personal' },
    { n: 3, label: t`Despacho`, to: '/informacion-de-envio' },
    { n: 4, label: t`Pago`, to: '/metodo-de-pago' },
  ]
  return (
    <nav aria-label={t`Pasos de la compra`}>
      <ol className="stepper">
        {steps.map((s) => (
          <li
            key={s.n}
            className={`stepper__step${s.n === current ? ' is-current' : ''}${s.n < current ? ' is-done' : ''}`}
            aria-current={s.n === current ? 'step' : undefined}
          >
            <span className="stepper__n">{s.n}</span>
            {s.n < current ? <Link to={s.to as never}>{s.label}</Link> : <span>{s.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
