import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ContentPage } from '~/contract/pages'
import type { EventReservationConfirmation, TableReservationConfirmation } from '~/contract/reservations'
import type { Locale } from '~/lib/locale'
import { HomeLink, ResultCard } from '~/ui/result-card'
import { useCLP } from '~/ui/use-clp'
import { WINE_BAR_ADDRESS } from '~/lib/wine-bar-hours'
import { useStoredOutcome, type FailureNote, type ReservationKind } from '../draft'
import { eventDay, eventTime, localDay } from '../format'
import { useMotiveLabels } from './table-reservation-form'

// docs/product.md, Pages /reserva/gracias, /reserva-mesa/thank-you (content: reservation-thank-you, table-reservation-thank-you)
// and /reserva/fallida, /reserva-mesa/failed (docs/product.md, Errors 'Sucedió un problema al reservar el evento'). What happened
// comes from sessionStorage (draft.ts), read after hydration.

function ResultShell({
  content,
  tone,
  title,
  children,
  next,
}: {
  content?: ContentPage
  tone: 'success' | 'failure'
  title: ReactNode
  children: ReactNode
  next: ReactNode
}) {
  const banner = content?.banner_with_title
  return (
    <main id="contenido" className={`resv-page resv-result resv-result--${tone}`}>
      <ResultCard
        className="resv-result__card container"
        media={
          banner?.background_image ? (
            <img className="resv-result__art" src={banner.background_image} alt="" width={160} height={100} />
          ) : null
        }
        title={title}
        actions={
          <>
            {next}
            <HomeLink ghost />
          </>
        }
        actionsClassName="resv-result__actions"
      >
        {children}
      </ResultCard>
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

/** The thank-you page of a booking: its code, its facts and where the confirmation went, then a way on (`next`). */
function ThankYou({
  content,
  done,
  facts,
  next,
}: {
  content: ContentPage
  done: { code: string; email: string } | null
  facts: { label: ReactNode; value: ReactNode }[]
  next: { to: string; label: ReactNode }
}) {
  const code = done?.code
  const email = done?.email
  return (
    <ResultShell
      content={content}
      tone="success"
      title={content.banner_with_title?.title ?? content.seo.title}
      next={
        <Link to={next.to as never} className="button button--primary">
          {next.label}
        </Link>
      }
    >
      {content.intro ? <p className="resv-result__lead">{content.intro}</p> : null}
      {code ? (
        <>
          <CodeBlock code={code} />
          <dl className="resv-facts resv-facts--summary">
            {facts.map((fact, i) => (
              <div key={i}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="resv-result__mail">
            <Trans>Enviamos la confirmación a {email}.</Trans>
          </p>
        </>
      ) : null}
    </ResultShell>
  )
}

export function EventThankYou({ content, locale }: { content: ContentPage; locale: Locale }) {
  const clp = useCLP()
  const done = useStoredOutcome<EventReservationConfirmation>('event', 'done')
  const facts = done
    ? [
        { label: <Trans>Evento</Trans>, value: done.event.title },
        {
          label: <Trans>Fecha y hora</Trans>,
          value: `${eventDay(done.event.starts_at, locale)}, ${eventTime(done.event.starts_at, locale)}`,
        },
        { label: <Trans>Personas</Trans>, value: done.people },
        { label: <Trans>Total</Trans>, value: clp(done.total) },
      ]
    : []
  return (
    <ThankYou
      content={content}
      done={done}
      facts={facts}
      next={{ to: '/eventos', label: <Trans>Ver más eventos</Trans> }}
    />
  )
}

export function TableThankYou({ content, locale }: { content: ContentPage; locale: Locale }) {
  const done = useStoredOutcome<TableReservationConfirmation>('table', 'done')
  const motives = useMotiveLabels()
  const facts = done
    ? [
        { label: <Trans>Fecha</Trans>, value: localDay(done.date, locale) },
        { label: <Trans>Hora</Trans>, value: done.hour },
        { label: <Trans>Personas</Trans>, value: done.people },
        { label: <Trans>Motivo</Trans>, value: motives[done.motive] },
        { label: <Trans>Dirección</Trans>, value: WINE_BAR_ADDRESS },
      ]
    : []
  return (
    <ThankYou
      content={content}
      done={done}
      facts={facts}
      next={{ to: '/vino-bar', label: <Trans>Conoce el vino bar</Trans> }}
    />
  )
}

function Failure({ kind, title, fallbackRetry }: { kind: ReservationKind; title: string; fallbackRetry: string }) {
  const note = useStoredOutcome<FailureNote>(kind, 'failure')
  return (
    <ResultShell
      tone="failure"
      title={title}
      next={
        <a href={note?.retry?.startsWith('/reserva') ? note.retry : fallbackRetry} className="button button--primary">
          <Trans>Volver a intentar</Trans>
        </a>
      }
    >
      {note?.message ? (
        <p className="resv-result__reason" role="alert">
          {note.message}
        </p>
      ) : null}
      <p className="resv-result__lead">
        <Trans>Guardamos los datos que ingresaste: vuelve al formulario para revisarlos y enviarlo otra vez.</Trans>
      </p>
    </ResultShell>
  )
}

export function EventFailure() {
  const { t } = useLingui()
  // docs/product.md, Errors: 'Sucedió un problema al reservar el evento'.
  return <Failure kind="event" title={t`Sucedió un problema al reservar el evento`} fallbackRetry="/reserva" />
}

export function TableFailure() {
  const { t } = useLingui()
  return <Failure kind="table" title={t`Sucedió un problema al reservar la mesa`} fallbackRetry="/reserva-mesa" />
}
