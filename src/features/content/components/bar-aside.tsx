import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { STORE } from '~/lib/store'
import { Icon } from '~/ui/icons'

/** The wine bar page's call to action: book a table (docs/product.md, Pages /reserva-mesa) or ask on WhatsApp. */
export function BarAside() {
  return (
    <aside className="bar-aside">
      <h2>
        <Trans>Reserva tu mesa</Trans>
      </h2>
      <p>
        <Icon name="map-pin" size={16} style={{ display: 'inline', verticalAlign: '-2px' }} /> {STORE.street},{' '}
        {STORE.commune}
      </p>
      <Link to="/reserva-mesa" className="button button--gold">
        <Trans>Reservar mesa</Trans>
      </Link>
      <a
        href="https://wa.me/56987654321"
        className="button button--outline-light"
        target="_blank"
        rel="noopener noreferrer"
      >
        <Trans>Escríbenos por WhatsApp</Trans>
      </a>
    </aside>
  )
}
