import { queryOptions } from '@tanstack/react-query'
import { getOrder } from './checkout.functions'

export const checkoutKeys = {
  all: ['checkout'] as const,
  order: (id: string) => [...checkoutKeys.all, 'order', id] as const,
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: checkoutKeys.order(id), queryFn: () => getOrder({ data: { id } }), staleTime: 0 })
