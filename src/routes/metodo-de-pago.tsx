import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/metodo-de-pago')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/metodo-de-pago"!</div>
}
