import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { PaymentRedirect } from '~/contract/checkout'

/** docs/product.md, Pages: full-screen overlay while handing over to the payment gateway; posts token_ws to Webpay's form. */
export function GatewayOverlay({ redirect }: { redirect: PaymentRedirect }) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => form.current?.submit(), [])
  return (
    <div className="gateway-overlay" role="alert" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <p>
        <Trans>Te estamos llevando a Webpay para completar el pago…</Trans>
      </p>
      <form ref={form} method="post" action={redirect.url}>
        <input type="hidden" name="token_ws" value={redirect.token} />
      </form>
    </div>
  )
}
