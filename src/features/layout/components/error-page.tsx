import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { reloadForChunkError } from './browser-integrations'

/** docs/product.md, Pages: any other error shows a generic message with a link home. A stale chunk reloads instead (docs/product.md, Errors). */
export function DefaultErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    reloadForChunkError(error)
  }, [error])
  return (
    <main id="contenido" className="status-page">
      <img className="status-page__image" src="/img/not-found.svg" alt="" width={320} height={220} />
      <h1>
        <Trans>Ha ocurrido un error</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>Ha ocurrido un error inesperado. Por favor intenta nuevamente.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Volver al inicio</Trans>
      </Link>
    </main>
  )
}
