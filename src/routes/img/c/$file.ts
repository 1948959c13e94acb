import { createFileRoute } from '@tanstack/react-router'
import { serveProductArt } from '~/features/catalog/art/art.server'

// Product page cover artwork: /img/c/{slug}.svg (generated, immutable).
export const Route = createFileRoute('/img/c/$file')({
  server: { handlers: { GET: ({ params }) => serveProductArt(params.file, 'cover') } },
})
