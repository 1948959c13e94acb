import { createFileRoute } from '@tanstack/react-router'
import { areaLayout } from '~/ui/area-stylesheet'
import css from '~/styles/reservations.css?url'

// Event reservation pages share a stylesheet the rest of the shop does not load (src/ui/area-stylesheet.tsx).
export const Route = createFileRoute('/reserva')({
  ...areaLayout(css),
})
