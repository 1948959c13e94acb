import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PurchasePolicies } from '~/features/account/components/purchase-policies'

export const Route = createFileRoute('/cuenta/compras/politicas')({
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Políticas de compra`) }] }),
  component: () => <PurchasePolicies />,
})
