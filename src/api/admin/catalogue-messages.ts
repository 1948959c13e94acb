import { msg } from '@lingui/core/macro'
import { perLocale } from '../i18n'

// What the back-office's catalogue and content editing answers, in the request's language.
export const catalogueCopy = perLocale((i18n) => ({
  productNotFound: i18n._(msg`Producto no encontrado`),
  eventNotFound: i18n._(msg`Evento no encontrado`),
  articleNotFound: i18n._(msg`Artículo no encontrado`),
  pageNotFound: i18n._(msg`Página no encontrada`),
  photoNotFound: i18n._(msg`Foto no encontrada`),
  slugTaken: i18n._(msg`Ya existe otra ficha con esta dirección. Elige otra.`),
  skuTaken: i18n._(msg`Ya existe otro producto con este SKU.`),
  skuRequired: i18n._(msg`Indica el SKU (o agrega formatos, si se vende por formato).`),
  categoryUnknown: i18n._(msg`Esta categoría no existe.`),
  saleNeedsWindow: i18n._(msg`Una oferta necesita fecha de inicio y de término.`),
  saleWindowReversed: i18n._(msg`El término de la oferta debe ser posterior a su inicio.`),
  saleNotLower: i18n._(msg`El precio de oferta debe ser menor que el precio normal.`),
  endsBeforeStart: i18n._(msg`El término debe ser posterior al inicio.`),
  capacityBelowBooked: (n: number) => i18n._(msg`Ya hay ${n} cupos reservados: la capacidad no puede ser menor.`),
  conflict: i18n._(msg`Otra persona guardó cambios mientras tanto. Revisa lo que hay ahora y vuelve a intentar.`),
  photoOrderMismatch: i18n._(msg`El orden debe nombrar todas las fotos del producto.`),
}))
