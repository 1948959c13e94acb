import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { isChunkLoadError } from '~/lib/chunk-reload'
import { reloadForChunkError } from './browser-integrations'

/** docs/product.md, Pages: any other error shows a generic message with a link home. A stale chunk reloads instead (docs/product.md, Errors). */
export function DefaultErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    reloadForChunkError(error)
  }, [error])
  if (isChunkLoadError(error)) return <PageUnavailable />
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

/**
 * The page's code could not be fetched (offline before the service worker saved it, a flaky connection) and no
 * reload is due: the shell (header, cart, footer) stays and the page says so in its place instead of the error page.
 * The router loads the page again, its code included, when the connection comes back.
 */
function PageUnavailable() {
  const router = useRouter()
  useEffect(() => {
    const retry = () => void router.invalidate()
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [router])
  return (
    <main id="contenido" className="status-page">
      <h1>
        <Trans>Esta página no se pudo cargar</Trans>
      </h1>
      <p className="status-page__text" role="status">
        <Trans>
          Parece que se perdió la conexión. Volveremos a cargarla en cuanto vuelva; tu carrito sigue guardado.
        </Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
        <Trans>Intentar de nuevo</Trans>
      </button>
    </main>
  )
}
