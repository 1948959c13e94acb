import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/politicas-de-cambio')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/politicas-de-cambio"!</div>
}
