import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AuditEntry, StaffInvitation, StaffMember, StaffRole } from '~/contract/admin'
import type { Paged } from '~/contract/paging'
import type { Outcome } from '~/lib/outcome'
import { dateTime } from '../format'
import { AuditSentenceView } from './audit-view'
import { ActionNotice, PageHeader, StatusBadge } from './shell'
import { PagedTable } from './paged-table'
import { FilterBar } from './filter-bar'

// The admins' pages: the audit log (read-only, filterable) and the team (invite, revoke).

export function AuditPage({
  log,
  search,
}: {
  log: Paged<AuditEntry>
  search: Record<string, string | number | undefined>
}) {
  const { t, i18n } = useLingui()
  return (
    <>
      <PageHeader title={t`Auditoría`} />
      <FilterBar method="get" action="/gestion/auditoria" aria-label={t`Filtrar auditoría`}>
        <label className="bo-field">
          <span>{t`Persona (nombre o correo)`}</span>
          <input name="actor" type="search" maxLength={80} defaultValue={String(search.actor ?? '')} />
        </label>
        <label className="bo-field">
          <span>{t`Sobre (pedido, producto, evento, cupón…)`}</span>
          <input name="subject" type="search" maxLength={80} defaultValue={String(search.subject ?? '')} />
        </label>
        <label className="bo-field">
          <span>{t`Tipo`}</span>
          <select name="entity_type" defaultValue={String(search.entity_type ?? '')}>
            <option value="">{t`Todo`}</option>
            <option value="order">{t`Pedidos`}</option>
            <option value="product">{t`Productos`}</option>
            <option value="coupon">{t`Cupones`}</option>
            <option value="customer">{t`Clientes`}</option>
            <option value="reservation">{t`Reservas`}</option>
            <option value="message">{t`Mensajes`}</option>
            <option value="user">{t`Equipo`}</option>
          </select>
        </label>
        <label className="bo-field">
          <span>{t`Desde`}</span>
          <input name="from" type="date" defaultValue={String(search.from ?? '')} />
        </label>
        <label className="bo-field">
          <span>{t`Hasta`}</span>
          <input name="to" type="date" defaultValue={String(search.to ?? '')} />
        </label>
      </FilterBar>
      <p className="bo-count">
        <Plural value={log.total} one="# acción registrada" other="# acciones registradas" />
      </p>
      <PagedTable
        page={log}
        className="bo-table bo-table--compact"
        head={
          <tr>
            <th scope="col">{t`Cuándo`}</th>
            <th scope="col">{t`Qué pasó`}</th>
          </tr>
        }
      >
        {(entry) => (
          <tr key={entry.id}>
            <td className="bo-nowrap">{dateTime(entry.created_at, i18n.locale)}</td>
            <td>
              <AuditSentenceView row={entry} />
              <span className="bo-sub">{entry.actor_email}</span>
            </td>
          </tr>
        )}
      </PagedTable>
    </>
  )
}

export function TeamPage({
  team,
  meId,
  invite,
  revoke,
  changed,
}: {
  team: { members: StaffMember[]; invitations: StaffInvitation[] }
  meId: number
  invite: (email: string, role: StaffRole) => Promise<Outcome<StaffInvitation>>
  revoke: (id: number) => Promise<Outcome<unknown>>
  changed: () => void
}) {
  const { t, i18n } = useLingui()
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { email: '', role: 'staff' as StaffRole },
    onSubmit: async ({ value, formApi }) => {
      const result = await invite(value.email, value.role)
      if (result.ok) {
        setNotice({ tone: 'ok', text: t`Enviamos la invitación a ${result.data.email}.` })
        formApi.reset()
        setServerErrors(formApi, {})
        changed()
      } else {
        setServerErrors(formApi, result.fieldErrors)
        setNotice({ tone: 'error', text: result.message })
      }
    },
  })
  return (
    <>
      <PageHeader title={t`Equipo`} />
      <ActionNotice notice={notice} />
      <div className="bo-columns">
        <section className="bo-panel bo-col-main">
          <h2>{t`Personas con acceso`}</h2>
          <table className="bo-table bo-table--compact">
            <thead>
              <tr>
                <th scope="col">{t`Nombre`}</th>
                <th scope="col">{t`Correo`}</th>
                <th scope="col">{t`Rol`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Acciones`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {team.members.map((m) => (
                <tr key={m.id}>
                  <td>{m.name}</td>
                  <td>{m.email}</td>
                  <td>
                    <StatusBadge tone={m.role === 'admin' ? 'move' : 'done'}>
                      {m.role === 'admin' ? t`Administración` : t`Equipo`}
                    </StatusBadge>
                  </td>
                  <td>
                    {m.id === meId ? (
                      <span className="bo-sub-inline">{t`Tú`}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--ghost bo-small bo-danger"
                        onClick={async () => {
                          const result = await revoke(m.id)
                          setNotice(
                            result.ok
                              ? { tone: 'ok', text: t`${m.email} ya no tiene acceso.` }
                              : { tone: 'error', text: result.message },
                          )
                          changed()
                        }}
                      >
                        <Trans>Quitar acceso</Trans>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {team.invitations.length ? (
            <>
              <h3>{t`Invitaciones pendientes`}</h3>
              <ul className="bo-list">
                {team.invitations.map((inv) => (
                  <li key={inv.email}>
                    {inv.email} · {inv.role === 'admin' ? t`Administración` : t`Equipo`} ·{' '}
                    <span className="bo-sub-inline">{t`vence ${dateTime(inv.expires_at, i18n.locale)}`}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <section className="bo-panel bo-col-side">
          <h2>{t`Invitar a alguien`}</h2>
          <ShopForm form={form}>
            <form.AppField name="email">{(f) => <f.TextField label={t`Correo`} type="email" required />}</form.AppField>
            <form.AppField name="role">
              {(f) => (
                <f.ChoiceField
                  className="bo-radios"
                  look="list"
                  legend={t`Rol`}
                  options={[
                    { value: 'staff', label: t`Equipo: pedidos, stock, reservas y mensajes` },
                    { value: 'admin', label: t`Administración: además equipo y auditoría` },
                  ]}
                />
              )}
            </form.AppField>
            <form.SubmitButton>
              <Trans>Enviar invitación</Trans>
            </form.SubmitButton>
          </ShopForm>
        </section>
      </div>
    </>
  )
}
