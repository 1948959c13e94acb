import { createFileRoute } from '@tanstack/react-router'
import { serveProductArt } from '~/features/catalog/art/art.server'

// Product card artwork: /img/p/{slug}.svg (generated, immutable).
export const Route = createFileRoute('/img/p/$file')({
  server: { handlers: { GET: ({ params }) => serveProductArt(params.file, 'card') } },
})
