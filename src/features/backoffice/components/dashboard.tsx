import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Dashboard } from '~/contract/admin'
import { formatCLP } from '~/lib/money'
import { addDays, santiagoToday } from '~/lib/delivery-promise'
import { PageHeader } from './shell'

// One screen of today's work. Each tile links to the order list with the same filters it counts with.
export function DashboardPage({ data }: { data: Dashboard }) {
  const { t, i18n } = useLingui()
  const today = santiagoToday(new Date()).day
  const weekStart = addDays(today, -6)
  return (
    <>
      <PageHeader title={t`Panel`} />
      <section className="bo-tiles" aria-label={t`Ventas`}>
        <Link className="bo-tile" to="/gestion/pedidos" search={{ status: 'placed', from: today, to: today }}>
          <span className="bo-tile__label">{t`Pedidos de hoy`}</span>
          <strong className="bo-tile__value">{data.today.orders}</strong>
          <span className="bo-tile__note">{t`Ventas pagadas, netas de devoluciones: ${formatCLP(data.today.revenue, i18n.locale)}`}</span>
        </Link>
        <Link className="bo-tile" to="/gestion/pedidos" search={{ status: 'placed', from: weekStart, to: today }}>
          <span className="bo-tile__label">{t`Últimos 7 días`}</span>
          <strong className="bo-tile__value">{data.last_7_days.orders}</strong>
          <span className="bo-tile__note">{t`Ventas pagadas, netas de devoluciones: ${formatCLP(data.last_7_days.revenue, i18n.locale)}`}</span>
        </Link>
        <Link
          className={`bo-tile${data.pending_transfers ? ' bo-tile--attention' : ''}`}
          to="/gestion/pedidos"
          search={{ status: 'in_validation' }}
        >
          <span className="bo-tile__label">{t`Transferencias por validar`}</span>
          <strong className="bo-tile__value">{data.pending_transfers}</strong>
          <span className="bo-tile__note">{t`Revisa el banco y confirma`}</span>
        </Link>
        <Link
          className={`bo-tile${data.to_dispatch ? ' bo-tile--attention' : ''}`}
          to="/gestion/pedidos"
          search={{ status: 'paid' }}
        >
          <span className="bo-tile__label">{t`Por despachar`}</span>
          <strong className="bo-tile__value">{data.to_dispatch}</strong>
          <span className="bo-tile__note">{t`Pedidos confirmados`}</span>
        </Link>
        <Link className="bo-tile" to="/gestion/stock" search={{ low_stock: String(data.low_stock_threshold) }}>
          <span className="bo-tile__label">{t`Stock bajo`}</span>
          <strong className="bo-tile__value">{data.low_stock}</strong>
          <span className="bo-tile__note">{t`${data.low_stock_threshold} unidades o menos`}</span>
        </Link>
        <Link className="bo-tile" to="/gestion/reservas">
          <span className="bo-tile__label">{t`Reservas próximas`}</span>
          <strong className="bo-tile__value">
            {data.upcoming_reservations.events + data.upcoming_reservations.tables}
          </strong>
          <span className="bo-tile__note">
            <Trans>
              {data.upcoming_reservations.events} en eventos · {data.upcoming_reservations.tables} de mesa (7 días)
            </Trans>
          </span>
        </Link>
      </section>
    </>
  )
}
