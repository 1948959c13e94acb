import { createFileRoute } from '@tanstack/react-router'
import { publicOrigin } from '~/server/public-origin.server'

// robots.txt: everything public is crawlable except account, checkout and search results.
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => {
        // Crawlers need the sitemap's absolute address: the public URL, or the local run's own origin.
        const site = publicOrigin()
        const body = [
          'User-agent: *',
          'Allow: /',
          'Disallow: /cuenta',
          'Disallow: /carrito',
          'Disallow: /informacion-personal',
          'Disallow: /informacion-de-envio',
          'Disallow: /metodo-de-pago',
          'Disallow: /vinos/busqueda',
          'Disallow: /api/',
          'Disallow: /_serverFn/',
          '',
          `Sitemap: ${site}/sitemap.xml`,
          '',
        ].join('\n')
        return new Response(body, {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        })
      },
    },
  },
})
