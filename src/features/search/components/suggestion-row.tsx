import { useLingui } from '@lingui/react/macro'
import type { Suggestion } from '~/contract/catalog'
import { useCLP } from '~/ui/use-clp'
import { showOldPrice, suggestionPrice } from '~/lib/price-display'
import { PRODUCT_TYPE } from '~/lib/product-type'

/** docs/product.md, Pages suggestion row: thumbnail, title, subtitle (docs/product.md, What the shop stores type subtitles), current and old price. */
export function SuggestionRow({ item }: { item: Suggestion }) {
  const clp = useCLP()
  const { t } = useLingui()
  const subtitles: Record<string, string> = {
    [PRODUCT_TYPE.box]: t`Caja de Vinos`,
    [PRODUCT_TYPE.gourmet]: t`Producto Gourmet`,
    [PRODUCT_TYPE.alcohol]: t`Alcohol`,
    [PRODUCT_TYPE.wine]: t`Vino`,
    [PRODUCT_TYPE.blog]: t`Artículo del Blog`,
    [PRODUCT_TYPE.event]: t`Evento`,
  }
  const price = suggestionPrice(item.price, item.reference_price)
  return (
    <>
      <span className="suggestion__thumb" aria-hidden="true">
        {item.frontend_image ? <img src={item.frontend_image} alt="" width={40} height={50} loading="lazy" /> : null}
      </span>
      <span className="suggestion__text">
        <span className="suggestion__title">{item.name}</span>
        <span className="suggestion__subtitle">{subtitles[item.product_type] ?? t`Producto`}</span>
      </span>
      {price !== null && (
        <span className="suggestion__price">
          {/* A free event (price 0) reads "Gratis", not "$0". */}
          <span>{price === 0 && item.product_type === PRODUCT_TYPE.event ? t`Gratis` : clp(price)}</span>
          {showOldPrice(item.price, item.reference_price) && <s>{clp(item.reference_price)}</s>}
        </span>
      )}
    </>
  )
}
