import { createFileRoute } from '@tanstack/react-router'
import { PaymentFailed } from '~/features/checkout/components/order-result'
import { OrderResultPage, orderResultLoader } from '../../-order-result'
import { orderResultHead } from '../../-order-result-head'
import { loadAreaMessages } from '~/i18n/i18n'

export const Route = createFileRoute('/compras/fallida/{-$id}')({
  // Its messages are in the checkout's catalogue (src/i18n/areas.ts).
  beforeLoad: loadAreaMessages('checkout'),
  loader: orderResultLoader,
  head: orderResultHead,
  component: function ResultPage() {
    return <OrderResultPage View={PaymentFailed} />
  },
})
