import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { purchasesQueryOptions } from '../account.queries'
import { formatDate, statusLabel, statusTone } from './purchase-format'
import { useCLP } from '~/ui/use-clp'

// docs/product.md, Pages /cuenta/compras and /cuenta/mi-cuenta/compras: the caller's purchases, newest first.
export function PurchasesList() {
  const clp = useCLP()
  const { i18n } = useLingui()
  const { data: purchases } = useSuspenseQuery(purchasesQueryOptions())
  if (purchases.length === 0) {
    return (
      <div className="account-empty">
        <p>
          <Trans>Aún no tienes compras. Cuando compres con tu cuenta, aparecerán aquí con su estado.</Trans>
        </p>
        <Link to="/" className="button button--primary">
          <Trans>Ir a la tienda</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ul className="purchase-list">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="purchase-row">
          <div className="purchase-row__main">
            <p className="purchase-row__number">
              <Trans>Pedido N° {purchase.number}</Trans>
            </p>
            <p className="purchase-row__date">{formatDate(purchase.created_at, i18n.locale)}</p>
          </div>
          <span className={`status-badge status-badge--${statusTone(purchase.status)}`}>
            {statusLabel(i18n, purchase.status)}
          </span>
          <p className="purchase-row__total">{clp(purchase.total)}</p>
          <Link
            to="/cuenta/compras/$id"
            params={{ id: purchase.id }}
            className="button button--ghost purchase-row__link"
          >
            <Trans>Ver detalle</Trans>
            <span className="visually-hidden"> {purchase.number}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
