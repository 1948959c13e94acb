import { createFileRoute } from '@tanstack/react-router'
import { PaymentFailed } from '~/features/checkout/components/order-result'
import { OrderResultPage, orderResultOptions } from '../../-order-result'

export const Route = createFileRoute('/compras/fallida/{-$id}')({
  ...orderResultOptions,
  component: function ResultPage() {
    return <OrderResultPage View={PaymentFailed} />
  },
})
