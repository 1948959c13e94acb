import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table'
import { useState, type FormEvent } from 'react'
import type { AdminOrderRow } from '~/contract/admin'
import type { Paged } from '~/contract/paging'
import { formatCLP } from '~/lib/money'
import { dateTime, orderStatusLabel, orderStatusTone, plainValues } from '../format'
import { PageHeader, Pager, StatusBadge } from './shell'
import { FilterBar, SearchField } from './filter-bar'

export interface OrdersSearch {
  page?: number
  status?: string
  payment?: string
  region?: string | number
  from?: string
  to?: string
  q?: string | number
  error?: string
  sort?: 'created_at' | 'number' | 'total' | 'status'
  dir?: 'asc' | 'desc'
}

const column = createColumnHelper<AdminOrderRow>()

/** The export's query: the list's filters as they are in the URL (the API defaults the dates to this month). */
function exportQuery(search: OrdersSearch): string {
  const query = new URLSearchParams()
  for (const key of ['from', 'to', 'status', 'payment', 'region', 'q'] as const) {
    const value = search[key]
    if (value !== undefined && value !== '') query.set(key, String(value))
  }
  return query.toString()
}

// The order list: filters, search and sorting run on the server (the URL keeps them, so a link to a filtered list
// works and the back button returns to it); TanStack Table renders the page it gets.
export function OrdersListPage({
  orders,
  search,
  regions,
}: {
  orders: Paged<AdminOrderRow>
  search: OrdersSearch
  regions: { id: number; name: string }[]
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/gestion/pedidos/' })
  const [draft, setDraft] = useState(search)
  const sorting: SortingState = [{ id: search.sort ?? 'created_at', desc: (search.dir ?? 'desc') === 'desc' }]
  const columns = [
    column.accessor('number', {
      header: t`Número`,
      cell: (c) => (
        <Link to="/gestion/pedidos/$numero" params={{ numero: c.getValue() }} className="bo-strong-link">
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('created_at', { header: t`Fecha`, cell: (c) => dateTime(c.getValue(), i18n.locale) }),
    column.accessor('customer_name', {
      header: t`Cliente`,
      enableSorting: false,
      cell: (c) => (
        <>
          <span>{c.getValue()}</span>
          <span className="bo-sub">{c.row.original.email}</span>
        </>
      ),
    }),
    column.accessor('rut', {
      header: 'RUT',
      enableSorting: false,
      cell: (c) => <span className="bo-rut">{c.getValue()}</span>,
    }),
    column.accessor('total', {
      header: t`Total`,
      cell: (c) => formatCLP(c.getValue(), i18n.locale),
      meta: { numeric: true },
    }),
    column.accessor('payment_platform', {
      header: t`Pago`,
      enableSorting: false,
      cell: (c) => (c.getValue() === 'transfer' ? t`Transferencia` : 'Webpay'),
    }),
    column.accessor('region', {
      header: t`Despacho`,
      enableSorting: false,
      cell: (c) => (c.row.original.delivery_method === 'pickup' ? t`Retiro en tienda` : (c.row.original.commune ?? '')),
    }),
    column.accessor('status', {
      header: t`Estado`,
      cell: (c) => (
        <StatusBadge tone={orderStatusTone(c.getValue())}>{orderStatusLabel(i18n, c.getValue())}</StatusBadge>
      ),
    }),
  ]
  // The page comes sorted and paged from the server; the table only renders it (and asks for another sort).
  // eslint-disable-next-line react-hooks/incompatible-library -- the compiler skips this component, which is fine here
  const table = useReactTable({
    data: orders.data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: orders.last_page,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      void navigate({
        search: (prev) =>
          plainValues({
            ...prev,
            page: undefined,
            sort: (first?.id as OrdersSearch['sort']) ?? 'created_at',
            dir: first?.desc === false ? 'asc' : 'desc',
          }),
      })
    },
  })

  const apply = (event: FormEvent) => {
    event.preventDefault()
    // Plain filters in the URL (`?q=perez`), never JSON-quoted (format.ts, plainValues).
    void navigate({ search: plainValues({ ...draft, page: undefined, error: undefined }) })
  }
  const set = (key: keyof OrdersSearch) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value })

  return (
    <>
      <PageHeader title={t`Pedidos`}>
        <Link to="/gestion/pedidos/preparacion" className="button button--ghost">
          <Trans>Lista de preparación</Trans>
        </Link>
        {/* The CSV follows the list as filtered (without dates: this month); a refusal comes back to this page. */}
        <a className="button button--ghost" href={`/gestion/exportar.csv?${exportQuery(search)}`}>
          <Trans>Exportar CSV</Trans>
        </a>
      </PageHeader>
      {search.error ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {search.error}
        </p>
      ) : null}
      <FilterBar
        onSubmit={apply}
        role="search"
        aria-label={t`Filtrar pedidos`}
        after={
          <Link to="/gestion/pedidos" search={{}} className="bo-link" onClick={() => setDraft({})}>
            <Trans>Limpiar</Trans>
          </Link>
        }
      >
        <SearchField value={draft.q ?? ''} onChange={set('q')} placeholder={t`Número, RUT, correo o nombre`} />
        <label className="bo-field">
          <span>{t`Estado`}</span>
          <select value={draft.status ?? ''} onChange={set('status')}>
            <option value="">{t`Todos`}</option>
            <option value="placed">{t`Vigentes (por atender o atendidos)`}</option>
            {(
              [
                'in_validation',
                'paid',
                'on_the_way',
                'delivered',
                'cancelled',
                'pending_payment',
                'payment_failed',
                'expired',
              ] as const
            ).map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(i18n, s)}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t`Pago`}</span>
          <select value={draft.payment ?? ''} onChange={set('payment')}>
            <option value="">{t`Todos`}</option>
            <option value="transfer">{t`Transferencia`}</option>
            <option value="webpay">Webpay</option>
          </select>
        </label>
        <label className="bo-field">
          <span>{t`Región`}</span>
          <select value={draft.region ?? ''} onChange={set('region')}>
            <option value="">{t`Todas`}</option>
            {regions.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-field">
          <span>{t`Desde`}</span>
          <input type="date" value={draft.from ?? ''} onChange={set('from')} />
        </label>
        <label className="bo-field">
          <span>{t`Hasta`}</span>
          <input type="date" value={draft.to ?? ''} onChange={set('to')} />
        </label>
      </FilterBar>

      <p className="bo-count" aria-live="polite">
        {orders.total === 0 ? (
          <Trans>No hay pedidos con estos filtros.</Trans>
        ) : (
          <Trans>
            {orders.from}–{orders.to} de <Plural value={orders.total} one="# pedido" other="# pedidos" />
          </Trans>
        )}
      </p>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const numeric = (header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric ? 'bo-num' : undefined}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="bo-sort" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={
                      (cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric ? 'bo-num' : undefined
                    }
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        current={orders.current_page}
        last={orders.last_page}
        onPage={(page) => void navigate({ search: (prev) => plainValues({ ...prev, page }) })}
      />
    </>
  )
}
