import type { AdminApi } from '~/api/admin/routes'
import { typedClient } from '~/server/typed-api.server'

/** The typed client of /api/admin for this request (the session's token and language are read per call). */
export const adminClient = () => typedClient<AdminApi>('/api/admin')
