import { createFileRoute, redirect } from '@tanstack/react-router'

// docs/product.md, Pages lists /acerca-de/contacto/preguntas; /contacto/preguntas-frecuentes is the canonical page: a permanent redirect keeps one URL.
export const Route = createFileRoute('/acerca-de/contacto/preguntas')({
  beforeLoad: () => {
    throw redirect({ to: '/contacto/preguntas-frecuentes', statusCode: 301 })
  },
})
