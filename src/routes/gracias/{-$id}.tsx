import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccess } from '~/features/checkout/components/order-result'
import { OrderResultPage, orderResultOptions } from '../-order-result'

export const Route = createFileRoute('/gracias/{-$id}')({
  ...orderResultOptions,
  component: function ResultPage() {
    return <OrderResultPage View={OrderSuccess} />
  },
})
