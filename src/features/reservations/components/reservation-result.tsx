import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ContentPage } from '~/contract/pages'
import type { EventReservationConfirmation, TableReservationConfirmation } from '~/contract/reservations'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { WINE_BAR_ADDRESS } from '~/lib/wine-bar-hours'
import { useStoredOutcome, type FailureNote, type ReservationKind } from '../draft'
import { eventDay, eventTime, localDay } from '../format'
import { useMotiveLabels } from './table-reservation-form'

// spec §2 /reserva/gracias, /reserva-mesa/thank-you (content: reservation-thank-you, table-reservation-thank-you)
// and /reserva/fallida, /reserva-mesa/failed (spec §8 'Sucedió un problema al reservar el evento'). What happened
// comes from sessionStorage (draft.ts), read after hydration.

function ResultShell({
  content,
  tone,
  children,
}: {
  content?: ContentPage
  tone: 'success' | 'failure'
  children: React.ReactNode
}) {
  const banner = content?.banner_with_title
  return (
    <main id="contenido" className={`resv-page resv-result resv-result--${tone}`}>
      <div className="resv-result__card container">
        {banner?.background_image ? (
          <img className="resv-result__art" src={banner.background_image} alt="" width={160} height={100} />
        ) : null}
        {children}
      </div>
    </main>
  )
}

function CodeBlock({ code }: { code: string }) {
  return (
    <p className="resv-code">
      <span className="resv-code__label">
        <Trans>Código de reserva</Trans>
      </span>
      <strong className="resv-code__value">{code}</strong>
    </p>
  )
}

export function EventThankYou({ content, locale }: { content: ContentPage; locale: Locale }) {
  const done = useStoredOutcome<EventReservationConfirmation>('event', 'done')
  return (
    <ResultShell content={content} tone="success">
      <h1>{content.banner_with_title?.title ?? content.seo.title}</h1>
      {content.intro ? <p className="resv-result__lead">{content.intro}</p> : null}
      {done ? (
        <>
          <CodeBlock code={done.code} />
          <dl className="resv-facts resv-facts--summary">
            <div>
              <dt>
                <Trans>Evento</Trans>
              </dt>
              <dd>{done.event.title}</dd>
            </div>
            <div>
              <dt>
                <Trans>Fecha y hora</Trans>
              </dt>
              <dd>
                {eventDay(done.event.starts_at, locale)}, {eventTime(done.event.starts_at, locale)}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Personas</Trans>
              </dt>
              <dd>{done.people}</dd>
            </div>
            <div>
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd>{formatCLP(done.total)}</dd>
            </div>
          </dl>
          <p className="resv-result__mail">
            <Trans>Enviamos la confirmación a {done.email}.</Trans>
          </p>
        </>
      ) : null}
      <div className="button-row resv-result__actions">
        <Link to={'/eventos' as never} className="button button--primary">
          <Trans>Ver más eventos</Trans>
        </Link>
        <Link to="/" className="button button--ghost">
          <Trans>Volver al inicio</Trans>
        </Link>
      </div>
    </ResultShell>
  )
}

export function TableThankYou({ content, locale }: { content: ContentPage; locale: Locale }) {
  const done = useStoredOutcome<TableReservationConfirmation>('table', 'done')
  const motives = useMotiveLabels()
  return (
    <ResultShell content={content} tone="success">
      <h1>{content.banner_with_title?.title ?? content.seo.title}</h1>
      {content.intro ? <p className="resv-result__lead">{content.intro}</p> : null}
      {done ? (
        <>
          <CodeBlock code={done.code} />
          <dl className="resv-facts resv-facts--summary">
            <div>
              <dt>
                <Trans>Fecha</Trans>
              </dt>
              <dd>{localDay(done.date, locale)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Hora</Trans>
              </dt>
              <dd>{done.hour}</dd>
            </div>
            <div>
              <dt>
                <Trans>Personas</Trans>
              </dt>
              <dd>{done.people}</dd>
            </div>
            <div>
              <dt>
                <Trans>Motivo</Trans>
              </dt>
              <dd>{motives[done.motive]}</dd>
            </div>
            <div>
              <dt>
                <Trans>Dirección</Trans>
              </dt>
              <dd>{WINE_BAR_ADDRESS}</dd>
            </div>
          </dl>
          <p className="resv-result__mail">
            <Trans>Enviamos la confirmación a {done.email}.</Trans>
          </p>
        </>
      ) : null}
      <div className="button-row resv-result__actions">
        <Link to={'/vino-bar' as never} className="button button--primary">
          <Trans>Conoce el vino bar</Trans>
        </Link>
        <Link to="/" className="button button--ghost">
          <Trans>Volver al inicio</Trans>
        </Link>
      </div>
    </ResultShell>
  )
}

function Failure({ kind, title, fallbackRetry }: { kind: ReservationKind; title: string; fallbackRetry: string }) {
  const note = useStoredOutcome<FailureNote>(kind, 'failure')
  return (
    <ResultShell tone="failure">
      <h1>{title}</h1>
      {note?.message ? (
        <p className="resv-result__reason" role="alert">
          {note.message}
        </p>
      ) : null}
      <p className="resv-result__lead">
        <Trans>Guardamos los datos que ingresaste: vuelve al formulario para revisarlos y enviarlo otra vez.</Trans>
      </p>
      <div className="button-row resv-result__actions">
        <a href={note?.retry?.startsWith('/reserva') ? note.retry : fallbackRetry} className="button button--primary">
          <Trans>Volver a intentar</Trans>
        </a>
        <Link to="/" className="button button--ghost">
          <Trans>Volver al inicio</Trans>
        </Link>
      </div>
    </ResultShell>
  )
}

export function EventFailure() {
  const { t } = useLingui()
  // spec §8: 'Sucedió un problema al reservar el evento'.
  return <Failure kind="event" title={t`Sucedió un problema al reservar el evento`} fallbackRetry="/reserva" />
}

export function TableFailure() {
  const { t } = useLingui()
  return <Failure kind="table" title={t`Sucedió un problema al reservar la mesa`} fallbackRetry="/reserva-mesa" />
}
