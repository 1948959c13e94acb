import { createFileRoute } from '@tanstack/react-router'
import { areaLayout } from '~/ui/area-stylesheet'
import css from '~/styles/contact.css?url'

// The contact pages share a stylesheet the rest of the shop does not load (src/ui/area-stylesheet.tsx).
export const Route = createFileRoute('/contacto')({
  ...areaLayout(css),
})
