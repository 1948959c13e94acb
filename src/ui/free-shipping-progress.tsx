import { useLingui } from '@lingui/react/macro'
import { useCLP } from '~/ui/use-clp'

// Free delivery in Santiago is decided on what the products cost after their offers and the coupon (before
// shipping and the gift box): src/api/purchases/shipping.ts prices the order that way. Every place that shows the
// threshold says so in those words, so a subtotal at normal prices above it never looks like a broken promise.

/** «Despacho gratis en Santiago desde $60.000 en productos, después de ofertas y cupones.» */
export function FreeShippingRule({ threshold }: { threshold: number }) {
  const clp = useCLP()
  const { t } = useLingui()
  return (
    <p className="free-shipping__rule">
      {t`Despacho gratis en Santiago desde ${clp(threshold)} en productos, después de ofertas y cupones.`}
    </p>
  )
}

/**
 * "Te faltan $12.000 para despacho gratis" with a bar, or the reached state, and the rule under it; nothing where
 * shipping is never free. `goods`: the products after offers and coupon, the amount the rule is applied to.
 */
export function FreeShippingProgress({ goods, threshold }: { goods: number; threshold: number | null | undefined }) {
  const clp = useCLP()
  const { t } = useLingui()
  if (!threshold || goods <= 0) return null
  const missing = Math.max(0, threshold - goods)
  const done = missing === 0
  const percent = Math.min(100, Math.round((goods / threshold) * 100))
  return (
    <div className={`free-shipping${done ? ' free-shipping--done' : ''}`} role="status">
      <p className="free-shipping__text">
        {done
          ? t`¡Tu compra tiene despacho gratis en Santiago!`
          : t`Te faltan ${clp(missing)} para despacho gratis en Santiago`}
      </p>
      <div className="free-shipping__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      <FreeShippingRule threshold={threshold} />
    </div>
  )
}

/**
 * The payment step's word on the shipping it charges, when the order goes to a Santiago address: charged, it says
 * what the products add up to after offers and coupon and where free delivery starts, so a subtotal at normal
 * prices above the threshold explains its $3.990; free, it says why.
 */
export function ShippingChargeNote({
  goods,
  shipping,
  threshold,
}: {
  goods: number
  shipping: number
  threshold: number | null | undefined
}) {
  const clp = useCLP()
  const { t } = useLingui()
  if (!threshold) return null
  return (
    <p className="free-shipping__rule checkout-shipping-note" role="status">
      {shipping > 0
        ? t`Tus productos suman ${clp(goods)} después de ofertas y cupones; el despacho gratis en Santiago parte en ${clp(threshold)} en productos, por eso el despacho cuesta ${clp(shipping)}.`
        : t`Despacho gratis: tus productos suman ${clp(goods)} después de ofertas y cupones, desde ${clp(threshold)} no se cobra despacho en Santiago.`}
    </p>
  )
}
