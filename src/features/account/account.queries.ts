import { queryOptions } from '@tanstack/react-query'
import type { PlaceQueries } from '~/ui/form/region-commune-fields'
import { accountKeys } from './session.queries'
import {
  getCommunes,
  getDevMail,
  getProfile,
  getPurchase,
  getRegions,
  listAddresses,
  listPurchases,
} from './account.functions'

export { accountKeys } from './session.queries'

export const profileQueryOptions = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: () => getProfile() })

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.addresses(), queryFn: () => listAddresses() })

export const purchasesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.purchases(), queryFn: () => listPurchases() })

export const purchaseQueryOptions = (id: string) =>
  queryOptions({ queryKey: accountKeys.purchase(id), queryFn: () => getPurchase({ data: { id } }) })

/** The address form's region and commune selects read through these; the lists change only with a release. */
export const accountPlaces: PlaceQueries = {
  regions: () => ({ queryKey: accountKeys.regions(), queryFn: () => getRegions(), staleTime: Infinity }),
  communes: (region) => ({
    queryKey: accountKeys.communes(region),
    queryFn: () => getCommunes({ data: { region } }),
    staleTime: Infinity,
  }),
}

export const devMailQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.devMail(), queryFn: () => getDevMail(), staleTime: 0 })
