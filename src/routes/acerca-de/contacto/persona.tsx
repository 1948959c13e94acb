import { createFileRoute, redirect } from '@tanstack/react-router'

// docs/product.md, Pages lists /acerca-de/contacto/persona; /contacto/persona is the canonical page: a permanent redirect keeps one URL.
export const Route = createFileRoute('/acerca-de/contacto/persona')({
  beforeLoad: () => {
    throw redirect({ to: '/contacto/persona', statusCode: 301 })
  },
})
