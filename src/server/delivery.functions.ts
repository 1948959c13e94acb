import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import type { DeliveryEstimate } from '~/contract/delivery'
import { ApiError, typedCall } from './api-client.server'
import { api } from './api.server'
import { COMMUNE_COOKIE } from './commune-cookie.server'

// The delivery promise ("Llega el jueves 26 de noviembre") for the commune the shopper chose last (a cookie set
// when they pick one at checkout), or Santiago before that. Shared by the product page, the cart and checkout.

export const getDeliveryEstimate = createServerFn({ method: 'GET' }).handler(
  async (): Promise<DeliveryEstimate | null> => {
    const communeId = getCookie(COMMUNE_COOKIE)
    const query = communeId && /^\d{1,6}$/.test(communeId) ? { commune_id: communeId } : {}
    try {
      return (await typedCall(api.delivery({ token: null }).estimate.$get({ query }))).data
    } catch (err) {
      // An extra of the page: without an estimate the page shows the generic shipping note.
      if (err instanceof ApiError) return null
      throw err
    }
  },
)

export const deliveryEstimateQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery-estimate'] as const,
    queryFn: () => getDeliveryEstimate(),
    // The promise moves at the cut-off hour: a few minutes of staleness is all it can take.
    staleTime: 5 * 60_000,
  })
