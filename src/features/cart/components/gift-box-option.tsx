import { Trans, useLingui } from '@lingui/react/macro'
import type { Cart } from '~/contract/cart'
import { useCLP } from '~/ui/use-clp'
import { useGiftBox } from '../use-cart-lines'

/** docs/product.md, Pages / How things behave: gift box option with a message (check and text); its price comes from content (default 2000). */
export function GiftBoxOption({ cart }: { cart: Cart }) {
  const clp = useCLP()
  const { t } = useLingui()
  const gift = useGiftBox()
  const price = clp(cart.gift_box.price)
  return (
    <div className="gift-box">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={cart.gift_box.check}
          disabled={gift.isPending}
          onChange={(e) => gift.mutate({ check: e.target.checked, text: cart.gift_box.text })}
        />
        <span>
          <Trans>Agregar caja de regalo (+{price})</Trans>
        </span>
      </label>
      {cart.gift_box.check ? (
        <textarea
          className="gift-box__text"
          aria-label={t`Mensaje para la tarjeta`}
          placeholder={t`Escribe un mensaje para la tarjeta`}
          maxLength={300}
          key={cart.gift_box.text}
          defaultValue={cart.gift_box.text}
          onBlur={(e) => e.target.value !== cart.gift_box.text && gift.mutate({ check: true, text: e.target.value })}
        />
      ) : null}
    </div>
  )
}
