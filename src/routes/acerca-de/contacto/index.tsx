import { createFileRoute, redirect } from '@tanstack/react-router'

// docs/product.md, Pages /acerca-de/contacto (parent of empresa, persona, preguntas): /contacto is the canonical page.
export const Route = createFileRoute('/acerca-de/contacto/')({
  beforeLoad: () => {
    throw redirect({ to: '/contacto', statusCode: 301 })
  },
})
