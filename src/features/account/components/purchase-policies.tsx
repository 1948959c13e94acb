import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AccountShell } from './account-shell'

// docs/product.md, Pages /cuenta/compras/politicas: where the shop's purchase policies live (docs/product.md, The shop and its people policies).
export function PurchasePolicies() {
  return (
    <AccountShell title={<Trans>Políticas de compra</Trans>}>
      <ul className="policy-links">
        <li>
          <Link to="/politicas-de-cambio">
            <Trans>Políticas de cambio y devolución</Trans>
          </Link>
          <p>
            <Trans>Cómo cambiar o devolver un producto y en qué plazos.</Trans>
          </p>
        </li>
        <li>
          <Link to="/politicas-de-despacho">
            <Trans>Políticas de despacho</Trans>
          </Link>
          <p>
            <Trans>Zonas, costos y tiempos de entrega a todo Chile.</Trans>
          </p>
        </li>
        <li>
          <Link to="/politicas-de-privacidad">
            <Trans>Políticas de privacidad</Trans>
          </Link>
          <p>
            <Trans>Qué datos guardamos y cómo los protegemos.</Trans>
          </p>
        </li>
      </ul>
    </AccountShell>
  )
}
