import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import type { Layout } from '~/contract/layout'
import type { NotFoundContent } from '~/contract/pages'
import { AGE_ACCEPTED_KEY, AGE_ACCEPTED_VALUE } from '~/lib/limits'
import { apiCall } from '~/server/api-client.server'
import { cachedContent } from '~/server/edge-cache.server'
import { requestLocale } from '~/server/session.server'

/** spec §3 layout data (navbar, pre_footer, footer, floating_buttons, general_search, age_modal), edge-cached per locale. */
export const getLayout = createServerFn({ method: 'GET' }).handler(async (): Promise<Layout> => {
  const locale = requestLocale()
  return cachedContent('pages/layout', locale, () => apiCall<Layout>('/pages/layout', { locale, token: null }))
})

/** spec §2: 404 content (image.image, title_layout.title, text.text); null when unavailable (fallback copy renders). */
export const getNotFoundContent = createServerFn({ method: 'GET' }).handler(async (): Promise<NotFoundContent | null> => {
  const locale = requestLocale()
  try {
    return await cachedContent('pages/not-found', locale, () =>
      apiCall<NotFoundContent>('/pages/not-found', { locale, token: null }),
    )
  } catch {
    return null
  }
})

/** What the server knows about this visitor before rendering: the age gate never flashes for accepted visitors. */
export const getVisitorState = createServerFn({ method: 'GET' }).handler(async () => {
  return { ageAccepted: getCookie(AGE_ACCEPTED_KEY) === AGE_ACCEPTED_VALUE }
})
