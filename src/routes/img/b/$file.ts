import { createFileRoute } from '@tanstack/react-router'
import { serveBlogArt } from '~/features/blog/art/art.server'

// Blog artwork: /img/b/{slug}.svg (card) and /img/b/{slug}.wide.svg (cover); generated, immutable.
export const Route = createFileRoute('/img/b/$file')({
  server: { handlers: { GET: ({ params }) => serveBlogArt(params.file) } },
})
