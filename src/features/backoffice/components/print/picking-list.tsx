import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { PickingList } from '~/contract/admin'
import { calendarDay, dateTime } from '../../format'
import { PrintBar } from './print-bar'
import { ChecklistTable, SheetTitle } from './sheet-parts'

/**
 * The day's picking list, printed on A4: each product once with the units to take off the shelf and the orders
 * that want them, then the orders with their units, so the picker can split the products into boxes.
 */
export function PickingListSheet({ list }: { list: PickingList }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/gestion/pedidos/preparacion' })
  const units = list.products.reduce((sum, p) => sum + p.qty, 0)
  const day = calendarDay(list.day, i18n.locale)
  return (
    <>
      <PrintBar
        back={
          <Link to="/gestion/pedidos" className="bo-link">
            ← <Trans>Pedidos</Trans>
          </Link>
        }
        label={t`Imprimir lista de preparación`}
      >
        <label className="bo-field bo-field--inline">
          <span>{t`Día`}</span>
          <input type="date" value={list.day} onChange={(e) => void navigate({ search: { dia: e.target.value } })} />
        </label>
      </PrintBar>
      <article className="bo-sheet" aria-label={t`Lista de preparación del ${day}`}>
        <header className="bo-sheet__head">
          <SheetTitle title={<Trans>Lista de preparación</Trans>}>
            <p className="bo-sheet__sub">
              <Trans>Pedidos confirmados y sin despachar hasta el {day}</Trans>
            </p>
          </SheetTitle>
          <dl className="bo-sheet__facts">
            <dt>{t`Pedidos`}</dt>
            <dd>{list.orders.length}</dd>
            <dt>{t`Unidades`}</dt>
            <dd>{units}</dd>
          </dl>
        </header>

        {list.orders.length === 0 ? (
          <p className="bo-sheet__empty">{t`No hay pedidos por despachar.`}</p>
        ) : (
          <>
            <ChecklistTable
              caption={t`Productos`}
              checkLabel={t`Tomado`}
              lines={list.products}
              extra={{
                header: t`Pedidos`,
                className: 'bo-sheet__orders',
                cell: (p) => p.orders.map((o) => `${o.number} ×${o.qty}`).join(' · '),
              }}
            />

            <table className="bo-sheet__table">
              <caption>{t`Pedidos`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Pedido`}</th>
                  <th scope="col">{t`Fecha`}</th>
                  <th scope="col">{t`Entrega`}</th>
                  <th scope="col" className="bo-sheet__qty">
                    {t`Unidades`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.orders.map((o) => (
                  <tr key={o.number}>
                    <td>
                      <Link to="/gestion/pedidos/$numero/empaque" params={{ numero: o.number }} className="bo-link">
                        {o.number}
                      </Link>
                    </td>
                    <td>{dateTime(o.created_at, i18n.locale)}</td>
                    <td>{o.delivery_method === 'pickup' ? t`Retiro en tienda` : (o.commune ?? t`Despacho`)}</td>
                    <td className="bo-sheet__qty">{o.units}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </article>
    </>
  )
}
