import { createFileRoute } from '@tanstack/react-router'
import { OrderSuccess } from '~/features/checkout/components/order-result'
import { orderResultRoute } from '../../-order-result'

export const Route = createFileRoute('/compras/completa/{-$id}')(orderResultRoute(OrderSuccess))
