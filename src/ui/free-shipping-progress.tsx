import { useLingui } from '@lingui/react/macro'
import { useCLP } from '~/ui/use-clp'

/** "Te faltan $12.000 para despacho gratis" with a bar, or the reached state; nothing where shipping is never free. */
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
    </div>
  )
}
