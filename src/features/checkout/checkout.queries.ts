import { queryOptions } from '@tanstack/react-query'
import type { PlaceQueries } from '~/ui/form/region-commune-fields'
import { calculateShipping, getCommunes, getOrder, getRegions } from './checkout.functions'

export const checkoutKeys = {
  all: ['checkout'] as const,
  order: (id: string) => [...checkoutKeys.all, 'order', id] as const,
  regions: () => ['regions'] as const,
  communes: (region: number) => ['regions', region, 'communes'] as const,
  shipping: (method: 'delivery' | 'pickup', communeId: number, goods: number) =>
    [...checkoutKeys.all, 'shipping', method, communeId, goods] as const,
}

/**
 * The shipping quote of the chosen method and commune, read again on the payment step: its promised day depends
 * on the hour (the cut-off), so it is the one of the moment the shopper pays, not of the moment they chose. The
 * API prices it on the cart it holds; `goods` (the products after offers and coupon) is in the key so that a
 * coupon applied on that step asks again, and the shipping shown is the one the order will be charged.
 */
export const shippingQuoteQueryOptions = (method: 'delivery' | 'pickup', communeId: number, goods: number) =>
  queryOptions({
    queryKey: checkoutKeys.shipping(method, communeId, goods),
    queryFn: async () => {
      const result = await calculateShipping({ data: { method, commune_id: communeId } })
      return result.ok ? result.data : null
    },
    staleTime: 60_000,
  })

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: checkoutKeys.order(id), queryFn: () => getOrder({ data: { id } }), staleTime: 0 })

/** Regions and communes for the address modal and the invoice; they change only with a release. */
export const checkoutPlaces: PlaceQueries = {
  regions: () => ({ queryKey: checkoutKeys.regions(), queryFn: () => getRegions(), staleTime: 30 * 60_000 }),
  communes: (region) => ({
    queryKey: checkoutKeys.communes(region),
    queryFn: () => getCommunes({ data: { region } }),
    staleTime: 30 * 60_000,
  }),
}
