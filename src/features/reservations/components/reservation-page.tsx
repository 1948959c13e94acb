import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ContentPage } from '~/contract/pages'
import { Breadcrumbs } from '~/ui/breadcrumbs'
import { WINE_BAR_ADDRESS, WINE_BAR_HOURS, formatSlot } from '~/lib/wine-bar-hours'

/**
 * Banner and intro from the page's content (docs/product.md, The API GET /pages/{slug}), the form, and an aside. The crumbs lead back
 * to where the booking starts: the events agenda (kind 'event') or the wine bar (kind 'table').
 */
export function ReservationPage({
  kind,
  content,
  aside,
  children,
}: {
  kind: 'event' | 'table'
  content: ContentPage
  aside?: ReactNode
  children: ReactNode
}) {
  const { t } = useLingui()
  const banner = content.banner_with_title
  const title = banner?.title ?? content.seo.title
  const crumbs =
    kind === 'event'
      ? [
          { name: t`Inicio`, href: '/' },
          { name: t`Eventos`, href: '/eventos' },
          { name: title, href: '/reserva' },
        ]
      : [
          { name: t`Inicio`, href: '/' },
          { name: t`Vino bar`, href: '/vino-bar' },
          { name: title, href: '/reserva-mesa' },
        ]
  return (
    <main id="contenido" className="resv-page">
      <header className="content-banner">
        {banner?.background_image ? (
          <img className="content-banner__image" src={banner.background_image} alt="" width={1440} height={360} />
        ) : null}
        <div className="content-banner__inner container">
          <Breadcrumbs items={crumbs} />
          <h1>{title}</h1>
        </div>
      </header>
      <div className="resv-layout container">
        <div className="resv-layout__main">
          {content.intro ? <p className="resv-intro">{content.intro}</p> : null}
          {children}
        </div>
        {aside ? <aside className="resv-layout__aside">{aside}</aside> : null}
      </div>
    </main>
  )
}

/** '18:00 – 00:30' from the opening-hours table the API checks bookings against (lib/wine-bar-hours). */
const hoursText = (day: number) => {
  const hours = WINE_BAR_HOURS[day]!
  return `${formatSlot(hours.opens)} – ${formatSlot(hours.closes)}`
}

/** The wine bar's hours (seeded wine-bar page, lib/wine-bar-hours) and address beside the table form. */
export function WineBarAside() {
  return (
    <div className="resv-aside">
      <h2>
        <Trans>Horario del vino bar</Trans>
      </h2>
      <ul className="resv-hours">
        <li>
          <span>
            <Trans>Martes a sábado</Trans>
          </span>
          <span>{hoursText(2)}</span>
        </li>
        <li>
          <span>
            <Trans>Domingo</Trans>
          </span>
          <span>{hoursText(0)}</span>
        </li>
        <li>
          <span>
            <Trans>Lunes</Trans>
          </span>
          <span>
            <Trans>Cerrado</Trans>
          </span>
        </li>
      </ul>
      <p className="resv-aside__note">
        <Trans>Reservas cada 30 minutos, hasta una hora antes del cierre. Guardamos la mesa por 15 minutos.</Trans>
      </p>
      <p className="resv-aside__address">{WINE_BAR_ADDRESS}</p>
    </div>
  )
}

export function EventAside() {
  return (
    <div className="resv-aside">
      <h2>
        <Trans>Cómo funciona</Trans>
      </h2>
      <ol className="resv-steps">
        <li>
          <Trans>Elige el evento y cuántas personas asistirán (hasta 10 por reserva).</Trans>
        </li>
        <li>
          <Trans>Te enviamos un correo con tu código de reserva.</Trans>
        </li>
        <li>
          <Trans>El día del evento muestras el código y pagas en el lugar.</Trans>
        </li>
      </ol>
    </div>
  )
}
