import { useStore } from '@tanstack/react-form'
import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { stockAdjustmentFormSchema, type AdminStockItem, type StockReason } from '~/contract/admin'
import type { Paged } from '~/contract/paging'
import { formatCLP } from '~/lib/money'
import { plainValues } from '../format'
import type { Outcome } from '~/lib/outcome'
import { ProductTypeSelect, useProductTypeLabels } from './product-type'
import { ActionFormButtons, ActionNotice, PageHeader, StatusBadge } from './shell'
import { PagedTable } from './paged-table'
import { FilterBar, SearchField } from './filter-bar'

export interface StockSearch {
  q?: string | number
  type?: string
  low_stock?: string | number
  page?: number
}

export interface StockActions {
  adjust: (productId: number, adjustment: Record<string, unknown>) => Promise<Outcome<AdminStockItem>>
  setActive: (productId: number, active: boolean) => Promise<Outcome<unknown>>
  uploadPhoto: (productId: number, file: File, alt: string) => Promise<{ ok: boolean; message: string | null }>
  changed: () => void
}

// Stock, price and the active flag of every sellable item; adjustments carry a reason and apply to the number the
// person saw (if an order took units meanwhile, the API refuses and the list reloads).
export function StockPage({
  items,
  search,
  lowThreshold,
  actions,
}: {
  items: Paged<AdminStockItem>
  search: StockSearch
  lowThreshold: number
  actions: StockActions
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/gestion/stock' })
  const [draft, setDraft] = useState(search)
  const [editing, setEditing] = useState<AdminStockItem | null>(null)
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const apply = (e: FormEvent) => {
    e.preventDefault()
    // Plain filters in the URL (`?q=perez&low_stock=5`), never JSON-quoted (format.ts, plainValues).
    void navigate({ search: plainValues({ ...draft, page: undefined }) })
  }
  const typeLabel = useProductTypeLabels()
  return (
    <>
      <PageHeader title={t`Stock`} />
      <FilterBar onSubmit={apply} role="search" aria-label={t`Filtrar productos`}>
        <SearchField
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          placeholder={t`Nombre o SKU`}
        />
        <ProductTypeSelect value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
        <label className="bo-field bo-field--check">
          <input
            type="checkbox"
            checked={draft.low_stock !== undefined && draft.low_stock !== ''}
            onChange={(e) => setDraft({ ...draft, low_stock: e.target.checked ? String(lowThreshold) : '' })}
          />
          <span>{t`Solo stock bajo (${lowThreshold} o menos)`}</span>
        </label>
      </FilterBar>
      <ActionNotice notice={notice} />
      <p className="bo-count">
        <Trans>
          {items.from}–{items.to} de {items.total} productos
        </Trans>
      </p>
      <PagedTable
        page={items}
        head={
          <tr>
            <th scope="col">{t`Producto`}</th>
            <th scope="col">SKU</th>
            <th scope="col">{t`Tipo`}</th>
            <th scope="col" className="bo-num">{t`Precio`}</th>
            <th scope="col" className="bo-num">{t`Stock`}</th>
            <th scope="col">{t`En la tienda`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Acciones`}</span>
            </th>
          </tr>
        }
      >
        {(item) => (
          <tr key={item.sku}>
            <td>
              <a href={`/productos/${item.slug}`} target="_blank" rel="noreferrer" className="bo-strong-link">
                {item.name}
              </a>
              {item.format ? <span className="bo-sub">{item.format}</span> : null}
            </td>
            <td className="bo-mono">{item.sku}</td>
            <td>{typeLabel[item.product_type] ?? item.product_type}</td>
            <td className="bo-num">{formatCLP(item.price, i18n.locale)}</td>
            <td className="bo-num">
              <StatusBadge tone={item.stock === 0 ? 'bad' : item.stock <= lowThreshold ? 'wait' : 'done'}>
                {item.stock}
              </StatusBadge>
            </td>
            <td>
              <label className="bo-switch">
                <input
                  type="checkbox"
                  checked={item.active}
                  onChange={async (e) => {
                    const result = await actions.setActive(item.product_id, e.target.checked)
                    setNotice(
                      result.ok
                        ? {
                            tone: 'ok',
                            text: e.target.checked
                              ? t`${item.name} está visible en la tienda.`
                              : t`${item.name} quedó oculto de la tienda.`,
                          }
                        : { tone: 'error', text: result.message },
                    )
                    actions.changed()
                  }}
                />
                <span>{item.active ? t`Visible` : t`Oculto`}</span>
              </label>
            </td>
            <td>
              <button type="button" className="button button--ghost bo-small" onClick={() => setEditing(item)}>
                <Trans>Ajustar</Trans>
              </button>
            </td>
          </tr>
        )}
      </PagedTable>
      {editing ? (
        <AdjustPanel
          item={editing}
          actions={actions}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setNotice({ tone: 'ok', text })
            setEditing(null)
            actions.changed()
          }}
        />
      ) : null}
    </>
  )
}

function AdjustPanel({
  item,
  actions,
  onClose,
  onDone,
}: {
  item: AdminStockItem
  actions: StockActions
  onClose: () => void
  onDone: (text: string) => void
}) {
  const { t } = useLingui()
  const [error, setError] = useState<string | null>(null)
  const [photoMessage, setPhotoMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: { reason: 'received' as StockReason, quantity: '', note: '' },
    validators: { onChange: stockAdjustmentFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setError(null)
      const result = await actions.adjust(item.product_id, {
        sku: item.sku,
        reason: value.reason,
        quantity: Number(value.quantity.replace(/\D/g, '') || 'NaN'),
        expected_stock: item.stock,
        note: value.note,
      })
      if (result.ok) return onDone(t`Stock de ${item.name}: ${item.stock} → ${result.data.stock}.`)
      setServerErrors(formApi, result.fieldErrors)
      // A refusal no field shows (the stock changed meanwhile) is said above the buttons.
      if (!Object.keys(result.fieldErrors).some((k) => k === 'quantity' || k === 'note')) setError(result.message)
    },
  })
  const reason = useStore(form.store, (s) => s.values.reason)
  return (
    <div className="bo-drawer" role="dialog" aria-modal="false" aria-labelledby="bo-adjust-title">
      <h2 id="bo-adjust-title">{t`Ajustar stock`}</h2>
      <p>
        <strong>{item.name}</strong> <span className="bo-mono">{item.sku}</span>
        <br />
        {t`Stock actual: ${item.stock}`}
      </p>
      <ShopForm form={form}>
        <form.AppField name="reason">
          {(f) => (
            <f.ChoiceField
              className="bo-radios"
              look="list"
              legend={t`Motivo`}
              options={[
                { value: 'received', label: t`Llegó mercadería (suma)` },
                { value: 'broken', label: t`Quiebre o merma (resta)` },
                { value: 'count', label: t`Conteo de inventario (fija el total)` },
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="quantity">
          {(f) => (
            <f.TextField label={reason === 'count' ? t`Unidades contadas` : t`Unidades`} inputMode="numeric" required />
          )}
        </form.AppField>
        <form.AppField name="note">{(f) => <f.TextField label={t`Nota (opcional)`} maxLength={200} />}</form.AppField>
        {error ? (
          <p className="bo-notice bo-notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <ActionFormButtons back={onClose} backLabel={<Trans>Cerrar</Trans>}>
          <form.SubmitButton>
            <Trans>Guardar ajuste</Trans>
          </form.SubmitButton>
        </ActionFormButtons>
      </ShopForm>
      <hr />
      <h3>{t`Foto del producto`}</h3>
      <form
        onSubmit={async (e) => {
          e.preventDefault()
          const form = e.currentTarget
          const file = (form.elements.namedItem('photo') as HTMLInputElement).files?.[0]
          const alt = (form.elements.namedItem('alt') as HTMLInputElement).value
          if (!file) return
          const result = await actions.uploadPhoto(item.product_id, file, alt)
          setPhotoMessage(
            result.ok
              ? { tone: 'ok', text: t`Foto guardada: ya se ve en la página del producto.` }
              : { tone: 'error', text: result.message ?? t`No pudimos subir la foto. Intenta de nuevo.` },
          )
        }}
      >
        <label className="bo-form-field">
          <span>{t`Imagen (JPEG, PNG, WebP o AVIF, hasta 10 MB)`}</span>
          <input name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
        </label>
        <label className="bo-form-field">
          <span>{t`Texto alternativo`}</span>
          <input name="alt" className="bo-input" maxLength={160} placeholder={t`Ej.: botella de frente`} />
        </label>
        <button type="submit" className="button button--ghost">
          <Trans>Subir foto</Trans>
        </button>
        <ActionNotice notice={photoMessage} />
      </form>
    </div>
  )
}
