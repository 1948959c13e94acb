import { createFileRoute } from '@tanstack/react-router'
import { PaymentFailed } from '~/features/checkout/components/order-result'
import { orderResultRoute } from '../../-order-result'

export const Route = createFileRoute('/compras/fallida/{-$id}')(orderResultRoute(PaymentFailed))
