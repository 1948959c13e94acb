import { createFileRoute } from '@tanstack/react-router'
import { serveEventArt } from '~/features/events/art/art.server'

// Event artwork: /img/e/{slug}.svg (generated from the category, immutable like /img/p/).
export const Route = createFileRoute('/img/e/$file')({
  server: { handlers: { GET: ({ params }) => serveEventArt(params.file) } },
})
