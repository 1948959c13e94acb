import { createFileRoute, redirect } from '@tanstack/react-router'

// /cuenta/mi-cuenta opens on the purchases tab.
export const Route = createFileRoute('/cuenta/mi-cuenta/')({
  beforeLoad: () => {
    throw redirect({ to: '/cuenta/mi-cuenta/compras', replace: true })
  },
})
