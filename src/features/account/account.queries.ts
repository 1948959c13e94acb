import { queryOptions } from '@tanstack/react-query'
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

export const regionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.regions(), queryFn: () => getRegions(), staleTime: Infinity })

export const communesQueryOptions = (region: number) =>
  queryOptions({
    queryKey: accountKeys.communes(region),
    queryFn: () => getCommunes({ data: { region } }),
    staleTime: Infinity,
    enabled: region > 0,
  })

export const devMailQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.devMail(), queryFn: () => getDevMail(), staleTime: 0 })
