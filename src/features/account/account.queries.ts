import { queryOptions } from '@tanstack/react-query'
import {
  getCommunes,
  getDevMail,
  getProfile,
  getPurchase,
  getRegions,
  getSessionUser,
  listAddresses,
  listPurchases,
} from './account.functions'

// Query keys of the account feature. Everything that depends on who is logged in sits under ['account'],
// so login and logout reset the whole branch at once.
export const accountKeys = {
  all: ['account'] as const,
  session: () => [...accountKeys.all, 'session'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  purchases: () => [...accountKeys.all, 'purchases'] as const,
  purchase: (id: string) => [...accountKeys.purchases(), id] as const,
  regions: () => ['regions'] as const,
  communes: (region: number) => ['regions', region, 'communes'] as const,
  devMail: () => ['dev-mail'] as const,
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.session(), queryFn: () => getSessionUser(), staleTime: 30_000 })

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
