import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { AdminCustomerDetail, AdminCustomerRow } from '~/contract/admin-ops'
import type { Paged } from '~/contract/paging'
import { formatCLP } from '~/lib/money'
import type { Outcome } from '~/lib/outcome'
import { dateTime, orderStatusLabel, orderStatusTone, plainValues } from '../format'
import { PagedTable } from './paged-table'
import { ActionNotice, PageHeader, StatusBadge } from './shell'
import { FilterBar, SearchField } from './filter-bar'

// Customers (docs/backoffice.md, Customers): find a person by name, e-mail or RUT (accents and case ignored),
// accounts and guests (who bought without one) alike, see their orders, and, for admins, answer a data request: a copy of their data or its erasure.

export function CustomersPage({
  customers,
  search,
}: {
  customers: Paged<AdminCustomerRow>
  search: { q?: string | number }
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/gestion/clientes/' })
  const [q, setQ] = useState(String(search.q ?? ''))
  const apply = (e: FormEvent) => {
    e.preventDefault()
    void navigate({ search: plainValues({ q }) })
  }
  return (
    <>
      <PageHeader title={t`Clientes`} />
      <FilterBar onSubmit={apply} role="search" aria-label={t`Buscar clientes`} submit={<Trans>Buscar</Trans>}>
        <SearchField value={q} onChange={(e) => setQ(e.target.value)} placeholder={t`Nombre, correo o RUT`} />
      </FilterBar>
      <p className="bo-count" aria-live="polite">
        {customers.total === 0 ? (
          <Trans>No hay clientes con esta búsqueda.</Trans>
        ) : (
          <Plural value={customers.total} one="# cliente" other="# clientes" />
        )}
      </p>
      <PagedTable
        page={customers}
        head={
          <tr>
            <th scope="col">{t`Cliente`}</th>
            <th scope="col">{t`Correo`}</th>
            <th scope="col">RUT</th>
            <th scope="col">{t`Pedidos`}</th>
            <th scope="col">{t`Cliente desde`}</th>
          </tr>
        }
      >
        {(c) => (
          <tr key={c.id ?? `guest:${c.email}`}>
            <td>
              {c.id === null ? (
                <span className="bo-strong">{c.name || c.email}</span>
              ) : (
                <Link to="/gestion/clientes/$id" params={{ id: String(c.id) }} className="bo-strong-link">
                  {c.anonymised ? t`Datos borrados` : c.name || c.email}
                </Link>
              )}{' '}
              {c.guest ? <StatusBadge tone="move">{t`Invitado`}</StatusBadge> : null}
            </td>
            <td>{c.anonymised ? '' : c.email}</td>
            <td>{c.rut}</td>
            <td>
              <span className="bo-num-inline">{c.orders}</span>
              {c.recent_orders.length ? (
                <span className="bo-order-links">
                  {c.recent_orders.map((number) => (
                    <Link key={number} to="/gestion/pedidos/$numero" params={{ numero: number }} className="bo-link">
                      {number}
                    </Link>
                  ))}
                </span>
              ) : null}
            </td>
            <td>{dateTime(c.created_at, i18n.locale)}</td>
          </tr>
        )}
      </PagedTable>
    </>
  )
}

export function CustomerDetailPage({
  customer,
  isAdmin,
  anonymise,
  changed,
}: {
  customer: AdminCustomerDetail
  isAdmin: boolean
  anonymise: () => Promise<Outcome<AdminCustomerDetail>>
  changed: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  return (
    <>
      <p className="bo-back">
        <Link to="/gestion/clientes" className="bo-link">
          ← <Trans>Clientes</Trans>
        </Link>
      </p>
      <PageHeader title={customer.anonymised ? t`Datos borrados` : customer.name || customer.email} />
      <ActionNotice notice={notice} />
      <div className="bo-columns">
        <div className="bo-col-main">
          <section className="bo-panel">
            <h2>{t`Pedidos`}</h2>
            {customer.order_list.length ? (
              <table className="bo-table bo-table--compact">
                <thead>
                  <tr>
                    <th scope="col">{t`Número`}</th>
                    <th scope="col">{t`Fecha`}</th>
                    <th scope="col">{t`Estado`}</th>
                    <th scope="col" className="bo-num">{t`Total`}</th>
                  </tr>
                </thead>
                <tbody>
                  {customer.order_list.map((o) => (
                    <tr key={o.number}>
                      <td>
                        <Link to="/gestion/pedidos/$numero" params={{ numero: o.number }} className="bo-strong-link">
                          {o.number}
                        </Link>
                      </td>
                      <td>{dateTime(o.created_at, locale)}</td>
                      <td>
                        <StatusBadge tone={orderStatusTone(o.status)}>{orderStatusLabel(i18n, o.status)}</StatusBadge>
                      </td>
                      <td className="bo-num">
                        {formatCLP(o.total, locale)}
                        {o.refunded ? (
                          <span className="bo-sub">{t`devuelto ${formatCLP(o.refunded, locale)}`}</span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="bo-sub">{t`Sin pedidos.`}</p>
            )}
          </section>
          <section className="bo-panel">
            <h2>{t`Direcciones`}</h2>
            {customer.addresses.length ? (
              <ul className="bo-list">
                {customer.addresses.map((a) => (
                  <li key={a.id}>
                    <strong>{a.identification}</strong>: {a.address}, {a.commune}, {a.region}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="bo-sub">{t`Sin direcciones guardadas.`}</p>
            )}
          </section>
        </div>
        <aside className="bo-col-side">
          <section className="bo-panel">
            <h2>{t`Datos`}</h2>
            <dl className="bo-facts">
              <dt>{t`Correo`}</dt>
              <dd>{customer.anonymised ? '—' : customer.email}</dd>
              <dt>RUT</dt>
              <dd>{customer.rut || '—'}</dd>
              <dt>{t`Teléfono`}</dt>
              <dd>{customer.phone || '—'}</dd>
              <dt>{t`Idioma`}</dt>
              <dd>{customer.locale === 'en' ? 'English' : 'Español'}</dd>
              <dt>{t`Newsletter`}</dt>
              <dd>{customer.newsletter ? t`Suscrito` : t`No suscrito`}</dd>
              <dt>{t`Favoritos`}</dt>
              <dd>{customer.favourites}</dd>
              <dt>{t`Cliente desde`}</dt>
              <dd>{dateTime(customer.created_at, locale)}</dd>
            </dl>
          </section>
          {isAdmin && !customer.anonymised ? (
            <section className="bo-panel">
              <h2>{t`Solicitud de datos personales`}</h2>
              <p className="bo-sub">
                <Trans>
                  A pedido de la persona: entrégale una copia de sus datos o bórralos. Los pedidos se conservan para el
                  registro tributario, sin su nombre, RUT, correo, teléfono ni dirección.
                </Trans>
              </p>
              <p>
                {/* A file download, not a page: the browser saves the JSON the API answers. */}
                <a className="button button--ghost" href={`/gestion/clientes/${customer.id}/datos.json`} download>
                  <Trans>Descargar sus datos (JSON)</Trans>
                </a>
              </p>
              {confirming ? (
                <div className="bo-action-form">
                  <p>
                    <Trans>¿Borrar los datos personales de esta persona? No se puede deshacer.</Trans>
                  </p>
                  <button
                    type="button"
                    className="button bo-danger-solid"
                    onClick={async () => {
                      const result = await anonymise()
                      setConfirming(false)
                      setNotice(
                        result.ok
                          ? { tone: 'ok', text: t`Datos borrados. Sus pedidos quedan para el registro tributario.` }
                          : { tone: 'error', text: result.message },
                      )
                      changed()
                    }}
                  >
                    <Trans>Sí, borrar sus datos</Trans>
                  </button>{' '}
                  <button type="button" className="bo-link" onClick={() => setConfirming(false)}>
                    <Trans>Volver</Trans>
                  </button>
                </div>
              ) : (
                <button type="button" className="button button--ghost bo-danger" onClick={() => setConfirming(true)}>
                  <Trans>Borrar sus datos personales</Trans>
                </button>
              )}
            </section>
          ) : null}
        </aside>
      </div>
    </>
  )
}
