import type { AdminApi } from '~/api/admin/routes'
import type { regionsRoutes } from '~/api/regions/routes'
import { typedClient } from './typed-api.server'

// Typed clients of the API sub-apps the back-office calls; the session's token and language are read per call.
export const adminClient = () => typedClient<AdminApi>('/api/admin')
export const regionsClient = () => typedClient<typeof regionsRoutes>('/api/regions', { token: null })
