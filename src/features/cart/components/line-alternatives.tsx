import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CartItem } from '~/contract/cart'
import { useCLP } from '~/ui/use-clp'
import { useOnline } from '~/ui/offline-notice'
import { getLineAlternatives } from '../cart.functions'
import { cartKeys } from '../cart.queries'
import { useCartSwap } from '../use-cart-lines'

/**
 * Under a cart line whose product ran out (or has fewer units than the line asks for): up to three in-stock
 * alternatives, each with its reason and a "Cambiar" button that swaps the line in one click.
 */
export function LineAlternatives({ item, busy }: { item: CartItem; busy: boolean }) {
  const { t, i18n } = useLingui()
  const clp = useCLP()
  const swap = useCartSwap()
  const online = useOnline()
  const { data } = useQuery({
    queryKey: [...cartKeys.all, 'alternatives', i18n.locale, item.slug],
    queryFn: () => getLineAlternatives({ data: { slug: item.slug } }),
    staleTime: 60_000,
  })
  const message =
    item.stock === 0 ? (
      t`Este producto se agotó.`
    ) : (
      <Plural
        value={item.stock}
        one="Solo queda # unidad de este producto."
        other="Solo quedan # unidades de este producto."
      />
    )
  return (
    <div className="line-alternatives" role="group" aria-label={t`Alternativas para ${item.name}`}>
      <p className="line-alternatives__status">{message}</p>
      {data?.length ? (
        <>
          <p className="line-alternatives__title">{t`Puedes cambiarlo por:`}</p>
          {online ? null : <p className="line-alternatives__status">{t`Para cambiarlo necesitas conexión.`}</p>}
          <ul className="line-alternatives__list">
            {data.slice(0, 3).map((alt) => (
              <li key={alt.sku} className="line-alternatives__item">
                <div>
                  <span className="line-alternatives__name">{alt.name}</span>
                  <span className="line-alternatives__reason">
                    {alt.reason} · {clp(alt.price)}
                  </span>
                </div>
                <button
                  type="button"
                  className="button button--ghost line-alternatives__swap"
                  aria-label={t`Cambiar ${item.name} por ${alt.name}`}
                  disabled={busy || swap.isPending || !online}
                  onClick={() => swap.mutate({ from: item.sku, to: alt.sku, qty: Math.min(item.qty, alt.stock) })}
                >
                  {t`Cambiar`}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
