import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getPickingList } from '~/features/backoffice/backoffice.functions'
import { PickingListSheet } from '~/features/backoffice/components/print/picking-list'
import { pageTitle } from '~/i18n/title'
import { isoDay, searchParams } from '~/lib/search-params'

const validateSearch = searchParams({
  dia: isoDay,
})

// The picking list of a day (today unless `dia` says), to print (A4).
export const Route = createFileRoute('/gestion/pedidos/preparacion')({
  validateSearch,
  loaderDeps: ({ search }) => ({ day: search.dia ?? '' }),
  loader: ({ deps }) => getPickingList({ data: { day: deps.day } }),
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Lista de preparación`) }] }),
  component: function PickingRoute() {
    return <PickingListSheet list={Route.useLoaderData()} />
  },
})
