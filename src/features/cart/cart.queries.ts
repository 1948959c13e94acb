import { queryOptions } from '@tanstack/react-query'
import { getCart } from './cart.functions'

export const cartKeys = {
  all: ['cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.current(), queryFn: () => getCart(), staleTime: 30_000 })
