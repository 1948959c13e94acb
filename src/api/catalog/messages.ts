import { msg } from '@lingui/core/macro'
import { PRODUCT_TYPE, productSubtitle } from '~/lib/product-type'
import { perLocale } from '../i18n'

// What kind of thing a search hit or a "categoria" facet value is, in the request's language ("Vino", "Wine").
const kindCopy = perLocale((i18n) => ({
  [PRODUCT_TYPE.wine]: i18n._(msg`Vino`),
  [PRODUCT_TYPE.box]: i18n._(msg`Caja de Vinos`),
  [PRODUCT_TYPE.gourmet]: i18n._(msg`Producto Gourmet`),
  [PRODUCT_TYPE.alcohol]: i18n._(msg`Alcohol`),
  [PRODUCT_TYPE.blog]: i18n._(msg`Artículo del Blog`),
  [PRODUCT_TYPE.event]: i18n._(msg`Evento`),
}))

export function kindLabel(type: string, locale: Parameters<typeof kindCopy>[0]): string {
  const labels: Record<string, string> = kindCopy(locale)
  return labels[type] ?? productSubtitle(type)
}
