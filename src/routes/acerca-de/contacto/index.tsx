import { createFileRoute, redirect } from '@tanstack/react-router'

// spec §2 /acerca-de/contacto (parent of empresa, persona, preguntas): /contacto is the canonical page.
export const Route = createFileRoute('/acerca-de/contacto/')({
  beforeLoad: () => {
    throw redirect({ to: '/contacto', statusCode: 301 })
  },
})
