import { createFileRoute, redirect } from '@tanstack/react-router'

// spec §2 lists /acerca-de/contacto/empresa; /contacto/empresa is the canonical page: a permanent redirect keeps one URL.
export const Route = createFileRoute('/acerca-de/contacto/empresa')({
  beforeLoad: () => {
    throw redirect({ to: '/contacto/empresa', statusCode: 301 })
  },
})
