import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '~/ui/icons'

/**
 * The phone menu's shortcuts (reservations, sommelier, tracking, favourites) as labelled tiles: an icon alone left the
 * shopper guessing what the calendar or the sparkle open. The desktop header keeps its icon buttons (ShortcutLinks).
 */
export function MenuShortcuts() {
  const { t } = useLingui()
  return (
    <nav className="menu-shortcuts" aria-label={t`Accesos directos`}>
      <Link to="/reserva-mesa" className="menu-shortcuts__tile">
        <Icon name="calendar" size={20} />
        <span>{t`Reservas`}</span>
      </Link>
      <Link to="/sommelier-virtual" className="menu-shortcuts__tile">
        <Icon name="sparkle" size={20} />
        <span>{t`Sommelier virtual`}</span>
      </Link>
      <Link to="/seguimiento" className="menu-shortcuts__tile">
        <Icon name="truck" size={20} />
        <span>{t`Seguimiento de pedido`}</span>
      </Link>
      <Link to="/favoritos" className="menu-shortcuts__tile">
        <Icon name="heart" size={20} />
        <span>{t`Favoritos`}</span>
      </Link>
    </nav>
  )
}
