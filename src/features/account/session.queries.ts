import { queryOptions } from '@tanstack/react-query'
import { getSessionUser } from './session.functions'

// Query keys of the account feature. Everything that depends on who is logged in sits under ['account'],
// so login and logout reset the whole branch at once. Apart from the account's other queries: the root of every
// page asks for the session, and this module keeps that question out of the account's server functions.
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
