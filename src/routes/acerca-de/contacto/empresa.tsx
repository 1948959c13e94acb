import { createFileRoute, redirect } from '@tanstack/react-router'

// docs/product.md, Pages lists /acerca-de/contacto/empresa; /contacto/empresa is the canonical page: a permanent redirect keeps one URL.
export const Route = createFileRoute('/acerca-de/contacto/empresa')({
  beforeLoad: () => {
    throw redirect({ to: '/contacto/empresa', statusCode: 301 })
  },
})
