import { useLingui } from '@lingui/react/macro'
import type { PaymentNote } from '~/contract/checkout'
import { formatDate } from '~/lib/dates'
import { useCLP } from '~/ui/use-clp'

/**
 * The card payments of an order that did not become its payment, in words (the result page, the order page and
 * tracking): an attempt closed because a newer one opened charged nothing; a capture that came in when the order
 * was already paid, expired or cancelled was given back by the shop; one Webpay would not give back at once is in
 * the staff's hands. Never a raw status.
 */
export function PaymentNotes({ notes }: { notes: readonly PaymentNote[] }) {
  const clp = useCLP()
  const { t, i18n } = useLingui()
  if (!notes.length) return null
  return (
    <ul className="payment-notes" aria-label={t`Otros intentos de pago`}>
      {notes.map((note, i) => {
        const amount = clp(note.amount)
        const date = formatDate(note.at, i18n.locale)
        return (
          <li key={i} className="notice" role="status">
            {note.kind === 'superseded'
              ? t`Un intento de pago anterior por ${amount} se cerró porque abriste uno nuevo: con ese intento no se hizo ningún cargo.`
              : note.kind === 'reversed'
                ? t`Un pago de ${amount} llegó cuando este pedido ya estaba pagado, vencido o anulado, así que lo devolvimos completo a tu tarjeta el ${date}. Tu banco puede tardar unos días en mostrarlo.`
                : t`Un pago de ${amount} llegó cuando este pedido ya estaba pagado, vencido o anulado. Lo devolveremos a tu tarjeta y te escribiremos cuando esté hecho.`}
          </li>
        )
      })}
    </ul>
  )
}

/** Whether a card charge came in for the order and was (or is being) given back: "nothing was charged" is then false. */
export const hadReversal = (notes: readonly PaymentNote[]) => notes.some((n) => n.kind !== 'superseded')
