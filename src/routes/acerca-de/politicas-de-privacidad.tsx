import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/acerca-de/politicas-de-privacidad')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/acerca-de/politicas-de-privacidad"!</div>
}
