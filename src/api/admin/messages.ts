import { msg } from '@lingui/core/macro'
import type { StaffRole } from '~/contract/admin'
import { STAFF_INVITATION_TTL_DAYS } from '~/lib/limits'
import { formatCLP } from '~/lib/money'
import { perLocale } from '../i18n'

// What the back-office API answers, in the request's language (the shop's error shape: { message, errors? }).
export const adminCopy = perLocale((i18n, locale) => ({
  forbidden: i18n._(msg`Tu cuenta no tiene acceso a la gestión de la tienda.`),
  adminOnly: i18n._(msg`Solo un administrador puede hacer esto.`),
  staleSession: i18n._(msg`Por seguridad, vuelve a iniciar sesión para continuar en la gestión.`),
  orderNotFound: i18n._(msg`Pedido no encontrado`),
  productNotFound: i18n._(msg`Producto no encontrado`),
  /** "Un pedido entregado no se puede cancelar": `from` is a statusLabel, `action` an actionLabel. */
  notAllowed: (from: string, action: string) => i18n._(msg`Un pedido ${from} no se puede ${action}.`),
  conflict: (status: string) =>
    i18n._(msg`Otra persona cambió este pedido; ahora está ${status}. Revisa y vuelve a intentar.`),
  transferRequired: i18n._(msg`Registra la transferencia (monto, fecha y referencia) para confirmar el pedido.`),
  transferOnlyForTransfers: i18n._(msg`Este pedido se pagó con Webpay; no lleva datos de transferencia.`),
  amountMismatch: (got: number, total: number) =>
    i18n._(
      msg`El monto transferido (${{ got: formatCLP(got, locale) }}) no coincide con el total del pedido (${{ total: formatCLP(total, locale) }}).`,
    ),
  stockConflict: (stock: number) =>
    i18n._(msg`El stock cambió mientras tanto (ahora ${stock}). Revisa y vuelve a intentar.`),
  stockNegative: i18n._(msg`El stock no puede quedar bajo 0.`),
  quantityPositive: i18n._(msg`Indica una cantidad mayor a 0.`),
  reservationNotFound: i18n._(msg`Reserva no encontrada`),
  reservationAlready: (s: 'confirmed' | 'cancelled') =>
    s === 'cancelled'
      ? i18n._(msg`Esta reserva ya estaba cancelada.`)
      : i18n._(msg`Esta reserva ya estaba confirmada.`),
  messageNotFound: i18n._(msg`Mensaje no encontrado`),
  alreadyAnswered: i18n._(msg`Este mensaje ya estaba marcado como respondido.`),
  replyConflict: i18n._(
    msg`Otra persona respondió este mensaje mientras escribías. Lee su respuesta antes de enviar la tuya.`,
  ),
  invitationInvalid: i18n._(msg`La invitación no es válida o ya expiró.`),
  invitationOtherEmail: i18n._(msg`Esta invitación es para otra dirección de correo.`),
  cannotRevokeSelf: i18n._(msg`No puedes quitarte el acceso a ti mismo.`),
  userNotFound: i18n._(msg`Persona no encontrada`),
  rangeTooLong: (days: number) => i18n._(msg`El rango de fechas puede cubrir hasta ${days} días.`),
  rangeReversed: i18n._(msg`La fecha de inicio debe ser anterior a la de término.`),
  photoNotImage: i18n._(msg`El archivo no es una imagen JPEG, PNG, WebP o AVIF (no se aceptan SVG ni otros formatos).`),
  photoTooLarge: i18n._(msg`La imagen pesa más de 10 MB. Expórtala más liviana e inténtalo de nuevo.`),
  photoTooManyPixels: (width: number, height: number, megapixels: number) =>
    i18n._(
      msg`La imagen mide ${width} × ${height} píxeles, más de ${megapixels} megapíxeles. Redúcela e inténtalo de nuevo.`,
    ),
  photoMissing: i18n._(msg`Adjunta una imagen.`),
  entityNotFound: i18n._(msg`No encontramos el producto, evento o artículo.`),
  photosUnavailable: i18n._(msg`El almacenamiento de fotos no está configurado.`),
  photoNotFound: i18n._(msg`Foto no encontrada`),
  invitationSubject: i18n._(msg`Invitación a la gestión de Vinoteca Andes`),
  invitationText: (inviter: string, role: StaffRole, email: string, link: string) => {
    const roleName =
      role === 'admin' ? i18n._(msg`administrador/a`) : i18n._(msg({ message: 'equipo', context: 'staff role' }))
    const days = STAFF_INVITATION_TTL_DAYS
    return i18n._(msg`${inviter} te invitó a la gestión de Vinoteca Andes (${roleName}).

Inicia sesión o crea tu cuenta con este correo (${email}) y abre este enlace para aceptar:
${link}

El enlace vence en ${days} días y sirve una sola vez.`)
  },
  /** An order's status as it reads inside notAllowed and conflict ("un pedido entregado", "ahora está en camino"). */
  statusLabel: {
    pending_payment: i18n._(msg({ message: 'pendiente de pago', context: 'order status inside a sentence' })),
    payment_failed: i18n._(msg({ message: 'con pago fallido', context: 'order status inside a sentence' })),
    expired: i18n._(msg({ message: 'expirado', context: 'order status inside a sentence' })),
    in_validation: i18n._(msg({ message: 'en validación', context: 'order status inside a sentence' })),
    paid: i18n._(msg({ message: 'confirmado', context: 'order status inside a sentence' })),
    on_the_way: i18n._(msg({ message: 'en camino', context: 'order status inside a sentence' })),
    delivered: i18n._(msg({ message: 'entregado', context: 'order status inside a sentence' })),
    cancelled: i18n._(msg({ message: 'cancelado', context: 'order status inside a sentence' })),
  } as Record<string, string>,
  /** What staff tried, as it reads at the end of notAllowed ("no se puede cancelar" / "cannot be cancelled"). */
  actionLabel: {
    confirm: i18n._(msg({ message: 'confirmar', context: 'order action: an order … cannot be (done)' })),
    dispatch: i18n._(msg({ message: 'despachar', context: 'order action: an order … cannot be (done)' })),
    deliver: i18n._(msg({ message: 'marcar como entregado', context: 'order action: an order … cannot be (done)' })),
    cancel: i18n._(msg({ message: 'cancelar', context: 'order action: an order … cannot be (done)' })),
  } as Record<string, string>,
}))
