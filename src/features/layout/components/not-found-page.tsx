import { Link, useRouteContext } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { notFoundQueryOptions } from '../layout.queries'

/** docs/product.md, Pages: 404 with image, title and text from server content; fallback 'This page could not be found'. */
export function NotFoundPage() {
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  // Suspends during the server render: the 404 HTML already carries the content (streamed to the client cache).
  const { data } = useSuspenseQuery(notFoundQueryOptions(locale))
  const title = data?.title_layout.title || 'This page could not be found'
  return (
    <main id="contenido" className="status-page">
      {data?.image.image ? (
        <img className="status-page__image" src={data.image.image} alt="" width={320} height={220} />
      ) : null}
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      {data?.text.text ? <p className="status-page__text">{data.text.text}</p> : null}
      <Link to="/" className="button button--primary">
        <Trans>Volver al inicio</Trans>
      </Link>
    </main>
  )
}
