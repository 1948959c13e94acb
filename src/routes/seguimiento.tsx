import { pageTitle } from '~/i18n/title'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TrackingPage } from '~/features/tracking/components/tracking-page'
import { searchParams, text } from '~/lib/search-params'

const validateSearch = searchParams({
  numero: text(30),
  clave: text(64),
})

// docs/product.md, Pages /seguimiento: order tracking.
export const Route = createFileRoute('/seguimiento')({
  // Only the order number may be in the URL: an e-mail there would end up in history, logs and referrers. The
  // e-mails' signed link adds its key instead (src/api/tracking/link.ts).
  validateSearch,
  head: ({ match }) => ({ meta: [{ title: pageTitle(match.context.i18n, msg`Seguimiento de pedido`) }] }),
  component: Page,
})

function Page() {
  const { locale } = Route.useRouteContext()
  const search = Route.useSearch()
  return <TrackingPage locale={locale} initial={search} />
}
