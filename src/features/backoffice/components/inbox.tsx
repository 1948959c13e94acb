import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminEventSummary, AdminMessage, AdminTableReservation } from '~/contract/admin'
import type { Paged } from '~/contract/paging'
import type { Outcome } from '~/lib/outcome'
import { calendarDay, dateTime } from '../format'
import { MessageThread, type SendReply } from './message-thread'
import { ActionNotice, PageHeader, StatusBadge } from './shell'

type SetStatus = (kind: 'event' | 'table', id: number, status: 'confirmed' | 'cancelled') => Promise<Outcome<unknown>>

// Event bookings per upcoming event, the wine bar's tables for a day, and the contact messages.
export function ReservationsPage({
  events,
  tables,
  date,
  setStatus,
  changed,
}: {
  events: AdminEventSummary[]
  tables: AdminTableReservation[]
  date: string
  setStatus: SetStatus
  changed: () => void
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/gestion/reservas' })
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const act = async (kind: 'event' | 'table', id: number, status: 'confirmed' | 'cancelled', code: string) => {
    const result = await setStatus(kind, id, status)
    setNotice(
      result.ok
        ? {
            tone: 'ok',
            text:
              status === 'confirmed'
                ? t`Reserva ${code} confirmada; avisamos por correo.`
                : t`Reserva ${code} cancelada; avisamos por correo.`,
          }
        : { tone: 'error', text: result.message },
    )
    changed()
  }
  const actions = (
    kind: 'event' | 'table',
    r: { id: number; code: string; status: string; handled_at: string | null },
  ) =>
    r.status === 'cancelled' ? (
      <StatusBadge tone="bad">{t`Cancelada`}</StatusBadge>
    ) : (
      <div className="bo-row-actions">
        {r.handled_at ? (
          <StatusBadge tone="done">{t`Confirmada`}</StatusBadge>
        ) : (
          <button
            type="button"
            className="button button--primary bo-small"
            onClick={() => act(kind, r.id, 'confirmed', r.code)}
          >
            <Trans>Confirmar</Trans>
          </button>
        )}
        <button
          type="button"
          className="button button--ghost bo-small bo-danger"
          onClick={() => act(kind, r.id, 'cancelled', r.code)}
        >
          <Trans>Cancelar</Trans>
        </button>
      </div>
    )
  return (
    <>
      <PageHeader title={t`Reservas`} />
      <ActionNotice notice={notice} />
      <section className="bo-panel">
        <h2>{t`Mesas del vino bar`}</h2>
        <label className="bo-field bo-field--inline">
          <span>{t`Día`}</span>
          <input type="date" value={date} onChange={(e) => void navigate({ search: { fecha: e.target.value } })} />
        </label>
        {tables.length === 0 ? (
          <p className="bo-sub">{t`No hay reservas de mesa para el ${calendarDay(date, i18n.locale)}.`}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--compact">
              <thead>
                <tr>
                  <th scope="col">{t`Hora`}</th>
                  <th scope="col">{t`Código`}</th>
                  <th scope="col" className="bo-num">{t`Personas`}</th>
                  <th scope="col">{t`Contacto`}</th>
                  <th scope="col">{t`Motivo y mensaje`}</th>
                  <th scope="col">{t`Estado`}</th>
                </tr>
              </thead>
              <tbody>
                {tables.map((r) => (
                  <tr key={r.id}>
                    <td>{r.slot_time}</td>
                    <td className="bo-mono">{r.code}</td>
                    <td className="bo-num">{r.people}</td>
                    <td>
                      {r.name}
                      <span className="bo-sub">
                        {r.email} · +{r.phone}
                      </span>
                    </td>
                    <td>
                      {r.motive}
                      {r.message ? <span className="bo-sub">{r.message}</span> : null}
                    </td>
                    <td>{actions('table', r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <h2 className="bo-section-title">{t`Eventos próximos`}</h2>
      {events.length === 0 ? <p className="bo-sub">{t`No hay eventos próximos.`}</p> : null}
      {events.map((event) => (
        <section key={event.id} className="bo-panel">
          <h3>
            {event.title} · {dateTime(event.starts_at, i18n.locale)}
          </h3>
          <p className="bo-capacity">
            <Trans>
              {event.booked} de <Plural value={event.capacity} one="# cupo reservado" other="# cupos reservados" />
            </Trans>
            <span className="bo-meter" aria-hidden="true">
              <span style={{ width: `${Math.min(100, Math.round((event.booked / event.capacity) * 100))}%` }} />
            </span>
          </p>
          {event.reservations.length === 0 ? (
            <p className="bo-sub">{t`Sin reservas todavía.`}</p>
          ) : (
            <div className="bo-table-wrap">
              <p>
                {/* A file download for the door list (name, people, contact, status). */}
                <a className="bo-link" href={`/gestion/reservas/${event.id}/asistentes.csv`} download>
                  {t`Descargar asistentes de ${event.title} (CSV)`}
                </a>
              </p>
              <table className="bo-table bo-table--compact" aria-label={t`Asistentes de ${event.title}`}>
                <thead>
                  <tr>
                    <th scope="col">{t`Nombre`}</th>
                    <th scope="col" className="bo-num">{t`Personas`}</th>
                    <th scope="col">{t`Contacto`}</th>
                    <th scope="col">{t`Comentario`}</th>
                    <th scope="col">{t`Estado`}</th>
                  </tr>
                </thead>
                <tbody>
                  {event.reservations.map((r) => (
                    <tr key={r.id}>
                      <td>
                        {r.name}
                        <span className="bo-sub bo-mono">{r.code}</span>
                      </td>
                      <td className="bo-num">{r.people}</td>
                      <td>
                        {r.email}
                        <span className="bo-sub">+{r.phone}</span>
                      </td>
                      <td>{r.comment}</td>
                      <td>{actions('event', r)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  )
}

export function MessagesPage({
  messages,
  state,
  markAnswered,
  sendReply,
  changed,
}: {
  messages: Paged<AdminMessage>
  state: 'open' | 'answered' | 'all'
  markAnswered: (id: number) => Promise<Outcome<unknown>>
  sendReply: SendReply
  changed: () => void
}) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const tabs = [
    ['open', t`Por responder`],
    ['answered', t`Respondidos`],
    ['all', t`Todos`],
  ] as const
  return (
    <>
      <PageHeader title={t`Mensajes`} />
      <nav className="bo-tabs" aria-label={t`Filtrar mensajes`}>
        {tabs.map(([value, label]) => (
          <Link
            key={value}
            to="/gestion/mensajes"
            search={{ estado: value }}
            className={`bo-tab${state === value ? ' bo-tab--active' : ''}`}
            aria-current={state === value ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <ActionNotice notice={notice} />
      {messages.data.length === 0 ? <p className="bo-sub">{t`No hay mensajes aquí.`}</p> : null}
      <ul className="bo-messages">
        {messages.data.map((m) => (
          <MessageThread
            key={m.id}
            message={m}
            sendReply={sendReply}
            markAnswered={markAnswered}
            notify={setNotice}
            changed={changed}
          />
        ))}
      </ul>
    </>
  )
}
