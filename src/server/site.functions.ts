import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { publicOrigin } from './public-origin.server'

/** The public origin for canonical URLs, hreflang and JSON-LD (README "Configuration": PUBLIC_SITE_URL). */
export const getSiteUrl = createServerFn({ method: 'GET' }).handler(async () => {
  return publicOrigin()
})

/**
 * Only loaders read it, and what they make of it (canonical URL, JSON-LD) is in their own data: the page's HTML does
 * not carry it (src/router.tsx), and the browser asks for it once, with the first navigation that needs it.
 */
export const siteUrlQueryOptions = () =>
  queryOptions({
    queryKey: ['site-url'] as const,
    queryFn: () => getSiteUrl(),
    staleTime: Infinity,
    meta: { dehydrate: false },
  })
