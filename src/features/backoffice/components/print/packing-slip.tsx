import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdminOrderDetail } from '~/contract/admin'
import { formatChileanPhone } from '~/lib/phone'
import { PICKUP_STORE } from '~/lib/order-destination'
import { dateTime } from '../../format'
import { PrintBar } from './print-bar'
import { ChecklistTable, SheetTitle } from './sheet-parts'

/**
 * An order's packing slip, printed on A4 and put in the box: what goes in it, where it goes (or the store it is
 * collected at), the document the shopper asked for, and the gift card's words. No prices: the box may be a gift
 * and the money is on the boleta or factura (docs/backoffice.md, "Packing slips and the picking list").
 */
export function PackingSlip({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useLingui()
  const d = order.delivery
  const units = order.items.reduce((sum, item) => sum + item.qty, 0)
  const receiver = d.contact
    ? `${d.contact.name} ${d.contact.surname}`
    : `${order.customer.name} ${order.customer.surname}`
  const phone = d.contact?.phone ?? order.customer.phone
  return (
    <>
      <PrintBar
        back={
          <Link to="/gestion/pedidos/$numero" params={{ numero: order.number }} className="bo-link">
            ← <Trans>Pedido {order.number}</Trans>
          </Link>
        }
        label={t`Imprimir hoja de empaque`}
      />
      <article className="bo-sheet" aria-label={t`Hoja de empaque del pedido ${order.number}`}>
        <header className="bo-sheet__head">
          <SheetTitle title={<Trans>Hoja de empaque</Trans>} />
          <dl className="bo-sheet__facts">
            <dt>{t`Pedido`}</dt>
            <dd className="bo-sheet__number">{order.number}</dd>
            <dt>{t`Fecha`}</dt>
            <dd>{dateTime(order.created_at, i18n.locale)}</dd>
            <dt>{t`Documento`}</dt>
            <dd>
              {order.document.kind === 'factura' ? (
                <>
                  {t`Factura`} · {order.document.business_name} · RUT {order.document.rut}
                </>
              ) : (
                t`Boleta`
              )}
            </dd>
          </dl>
        </header>

        <section className="bo-sheet__block">
          {d.method === 'pickup' ? (
            <>
              <h2>{t`Retiro en tienda`}</h2>
              <p className="bo-sheet__address">{PICKUP_STORE}</p>
              <p>
                {t`Retira`}: {receiver}
                {phone ? ` · ${formatChileanPhone(phone)}` : ''}
              </p>
            </>
          ) : (
            <>
              <h2>{t`Despacho a domicilio`}</h2>
              <p className="bo-sheet__address">
                {receiver}
                <br />
                {d.address}
                <br />
                {[d.commune, d.region].filter(Boolean).join(', ')}
              </p>
              {phone ? <p>{t`Teléfono: ${formatChileanPhone(phone)}`}</p> : null}
            </>
          )}
          {d.comment ? <p className="bo-sheet__note">{t`Indicaciones: ${d.comment}`}</p> : null}
        </section>

        <ChecklistTable
          caption={<Plural value={units} one="# unidad" other="# unidades" />}
          checkLabel={t`Revisado`}
          lines={order.items}
        />

        {order.totals.gift_box > 0 || order.gift_text ? (
          <section className="bo-sheet__block bo-sheet__gift">
            <h2>{order.totals.gift_box > 0 ? t`Caja de regalo` : t`Mensaje de regalo`}</h2>
            {order.gift_text ? <blockquote>{order.gift_text}</blockquote> : <p>{t`Sin mensaje.`}</p>}
          </section>
        ) : null}

        <footer className="bo-sheet__foot">
          <p>{t`Preparado por: ____________________`}</p>
          <p>{t`Revisado por: ____________________`}</p>
        </footer>
      </article>
    </>
  )
}
