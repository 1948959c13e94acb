import { createFileRoute } from '@tanstack/react-router'
import { PurchasePolicies } from '~/features/account/components/purchase-policies'

export const Route = createFileRoute('/cuenta/compras/politicas')({
  head: () => ({ meta: [{ title: 'Políticas de compra · Vinoteca Andes' }] }),
  component: () => <PurchasePolicies />,
})
