import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccess } from '~/features/checkout/components/order-result'
import { OrderResultPage, orderResultLoader } from '../-order-result'
import { orderResultHead } from '../-order-result-head'

export const Route = createFileRoute('/orden/{-$id}')({
  loader: orderResultLoader,
  head: orderResultHead,
  component: function ResultPage() {
    return <OrderResultPage View={OrderSuccess} />
  },
})
