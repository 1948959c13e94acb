import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { purchaseQueryOptions } from '../account.queries'
import { AccountShell } from './account-shell'
import { PurchaseDetail } from './purchase-detail'

// docs/product.md, Pages /cuenta/compras/completa/{id?} and /cuenta/compras/fallida/{id?} (docs/product.md, How things behave payment statuses).
export function PurchaseResult({ kind, id }: { kind: 'success' | 'failed'; id?: string }) {
  const purchase = useQuery({ ...purchaseQueryOptions(id ?? ''), enabled: Boolean(id) })
  const title =
    kind === 'success' ? <Trans>¡Gracias por tu compra!</Trans> : <Trans>No pudimos completar tu compra</Trans>
  return (
    <AccountShell title={title}>
      <div className={`purchase-result purchase-result--${kind}`} role="status">
        {kind === 'success' ? (
          <p>
            <Trans>Recibimos tu pedido. Te enviaremos un correo con cada cambio de estado.</Trans>
          </p>
        ) : (
          <p>
            <Trans>El pago no se completó y no se realizó ningún cargo. Puedes intentarlo nuevamente.</Trans>
          </p>
        )}
      </div>
      {purchase.data ? <PurchaseDetail purchase={purchase.data} /> : null}
      <div className="account-form__actions">
        {kind === 'failed' ? (
          <a href="/carrito" className="button button--primary">
            <Trans>Reintentar el pago</Trans>
          </a>
        ) : null}
        <Link to="/cuenta/mi-cuenta/compras" className="button button--ghost">
          <Trans>Ver mis compras</Trans>
        </Link>
      </div>
    </AccountShell>
  )
}
