import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { AdminCatalogueRow } from '~/contract/admin-catalogue'
import type { Paged } from '~/contract/paging'
import { formatCLP } from '~/lib/money'
import { ProductTypeSelect, useProductTypeLabels } from './product-type'
import { PageHeader, StatusBadge } from './shell'
import { PagedTable } from './paged-table'
import { FilterBar, SearchField } from './filter-bar'

export interface CatalogueSearch {
  q?: string
  type?: string
  status?: string
  page?: number
}

// The catalogue: every product (drafts too), searched by name, SKU or address, with its price now and its state.
export function CatalogueList({ items, search }: { items: Paged<AdminCatalogueRow>; search: CatalogueSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/gestion/productos/' })
  const [draft, setDraft] = useState(search)
  const apply = (e: FormEvent) => {
    e.preventDefault()
    const clean = Object.fromEntries(
      Object.entries(draft).filter(([k, v]) => v !== '' && v !== undefined && k !== 'page'),
    )
    void navigate({ search: clean as CatalogueSearch })
  }
  const typeLabel = useProductTypeLabels()
  return (
    <>
      <PageHeader title={t`Catálogo`}>
        <Link to="/gestion/productos/nuevo" className="button button--primary bo-small">
          <Trans>Nuevo producto</Trans>
        </Link>
      </PageHeader>
      <FilterBar onSubmit={apply} role="search" aria-label={t`Filtrar el catálogo`}>
        <SearchField
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          placeholder={t`Nombre, cepa, SKU o dirección`}
        />
        <ProductTypeSelect value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
        <label className="bo-field">
          <span>{t`Estado`}</span>
          <select value={draft.status ?? ''} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">{t`Todos`}</option>
            <option value="active">{t`Activos`}</option>
            <option value="draft">{t`Borradores`}</option>
            <option value="on_sale">{t`Con oferta`}</option>
          </select>
        </label>
      </FilterBar>
      <p className="bo-count">
        {items.total === 0 ? (
          <Trans>Ningún producto con estos filtros.</Trans>
        ) : (
          <Trans>
            {items.from}–{items.to} de {items.total}
          </Trans>
        )}
      </p>
      <PagedTable
        page={items}
        head={
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t`Foto`}</span>
            </th>
            <th scope="col">{t`Producto`}</th>
            <th scope="col">{t`Tipo`}</th>
            <th scope="col" className="bo-num">{t`Precio ahora`}</th>
            <th scope="col" className="bo-num">{t`Stock`}</th>
            <th scope="col">{t`Estado`}</th>
          </tr>
        }
      >
        {(item) => (
          <tr key={item.id}>
            <td className="bo-thumb">
              {item.photo ? (
                <img src={item.photo.src} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <span className="bo-thumb__none" aria-hidden="true" />
              )}
            </td>
            <td>
              <Link to="/gestion/productos/$id" params={{ id: String(item.id) }} className="bo-strong-link">
                {item.name}
              </Link>
              <span className="bo-sub bo-mono">{item.slug}</span>
            </td>
            <td>{typeLabel[item.product_type]}</td>
            <td className="bo-num">
              {formatCLP(item.price_now, i18n.locale)}
              {item.price_now < item.price ? (
                <span className="bo-sub">
                  <s>{formatCLP(item.price, i18n.locale)}</s>
                </span>
              ) : null}
            </td>
            <td className="bo-num">{item.stock}</td>
            <td>
              {item.active ? (
                <StatusBadge tone="done">{t`Activo`}</StatusBadge>
              ) : (
                <StatusBadge tone="wait">{t`Borrador`}</StatusBadge>
              )}{' '}
              {item.price_now < item.price ? <StatusBadge tone="ok">{t`En oferta`}</StatusBadge> : null}
            </td>
          </tr>
        )}
      </PagedTable>
    </>
  )
}
