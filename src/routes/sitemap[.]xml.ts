import { createFileRoute } from '@tanstack/react-router'
import { buildSitemap } from '~/features/catalog/sitemap.server'

// sitemap.xml ( SEO): list pages and every product.
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => buildSitemap() } },
})
