import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/** spec §2: any other error shows a generic message with a link home. */
export function DefaultErrorPage(_props: ErrorComponentProps) {
  return (
    <main id="contenido" className="status-page">
      <h1>
        <Trans>Ha ocurrido un error</Trans>
      </h1>
      <p>
        <Trans>Ha ocurrido un error inesperado. Por favor intenta nuevamente.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Volver al inicio</Trans>
      </Link>
    </main>
  )
}
