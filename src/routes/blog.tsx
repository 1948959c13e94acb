import { createFileRoute } from '@tanstack/react-router'
import { areaLayout } from '~/ui/area-stylesheet'
import css from '~/styles/blog.css?url'

// The blog's pages share a stylesheet the rest of the shop does not load (src/ui/area-stylesheet.tsx).
export const Route = createFileRoute('/blog')({
  ...areaLayout(css),
})
