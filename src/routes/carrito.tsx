import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/carrito')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/carrito"!</div>
}
