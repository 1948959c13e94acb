import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/cuenta/mi-cuenta/mis-direcciones')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/cuenta/mi-cuenta/mis-direcciones"!</div>
}
