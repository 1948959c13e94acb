import { createFileRoute } from '@tanstack/react-router'
import { areaLayout } from '~/ui/area-stylesheet'
import css from '~/styles/contact.css?url'
import { loadAreaMessages } from '~/i18n/i18n'

// The contact pages share a stylesheet the rest of the shop does not load (src/ui/area-stylesheet.tsx).
export const Route = createFileRoute('/contacto')({
  ...areaLayout(css),
  // Its pages' messages are in the areas' catalogue (src/i18n/areas.ts).
  beforeLoad: loadAreaMessages('areas'),
})
