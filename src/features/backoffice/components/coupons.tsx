import { FORM_DEFAULTS, ShopForm, setServerErrors, useAppForm } from '~/ui/form/form-kit'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminCoupon, CouponStatus } from '~/contract/admin-ops'
import { formatCLP } from '~/lib/money'
import type { Outcome } from '~/lib/outcome'
import { calendarDay } from '../format'
import { ActionNotice, PageHeader, StatusBadge } from './shell'

export interface CouponActions {
  save: (id: number | undefined, coupon: Record<string, unknown>) => Promise<Outcome<AdminCoupon>>
  deactivate: (id: number) => Promise<Outcome<AdminCoupon>>
  changed: () => void
}

const EMPTY = {
  code: '',
  kind: 'percent' as 'percent' | 'fixed',
  value: '',
  min_amount: '',
  starts_on: '',
  ends_on: '',
  total_limit: '',
  per_customer_limit: '1',
  auto_apply: false,
  active: true,
}

const STATUS_TONE: Record<CouponStatus, string> = {
  active: 'ok',
  scheduled: 'move',
  exhausted: 'wait',
  expired: 'done',
  disabled: 'bad',
}

const digits = (text: string) => text.replace(/\D/g, '')
const numberOrNull = (text: string) => (digits(text) ? Number(digits(text)) : null)

// Coupons (docs/backoffice.md, Coupons): the list with each coupon's uses (counted from orders) and a form to
// create or edit one. Validity is in Santiago calendar days; an edit names the version it saw (409 if stale).
export function CouponsPage({ coupons, actions }: { coupons: AdminCoupon[]; actions: CouponActions }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const [editing, setEditing] = useState<AdminCoupon | null>(null)
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const form = useAppForm({
    ...FORM_DEFAULTS,
    defaultValues: EMPTY,
    onSubmit: async ({ value, formApi }) => {
      const body = {
        code: value.code,
        kind: value.kind,
        value: numberOrNull(value.value) ?? 0,
        min_amount: numberOrNull(value.min_amount) ?? 0,
        starts_on: value.starts_on,
        ends_on: value.ends_on,
        total_limit: numberOrNull(value.total_limit),
        per_customer_limit: numberOrNull(value.per_customer_limit),
        auto_apply: value.auto_apply,
        active: value.active,
        ...(editing ? { version: editing.version } : {}),
      }
      const result = await actions.save(editing?.id, body)
      if (result.ok) {
        setNotice({
          tone: 'ok',
          text: editing ? t`Cupón ${result.data.code} guardado.` : t`Cupón ${result.data.code} creado.`,
        })
        setEditing(null)
        formApi.reset(EMPTY)
        setServerErrors(formApi, {})
        actions.changed()
      } else {
        setServerErrors(formApi, result.fieldErrors)
        setNotice({ tone: 'error', text: result.message })
      }
    },
  })
  const edit = (c: AdminCoupon) => {
    setEditing(c)
    setNotice(null)
    form.reset({
      code: c.code,
      kind: c.kind,
      value: String(c.value),
      min_amount: c.min_amount ? String(c.min_amount) : '',
      starts_on: c.starts_on,
      ends_on: c.ends_on,
      total_limit: c.total_limit === null ? '' : String(c.total_limit),
      per_customer_limit: c.per_customer_limit === null ? '' : String(c.per_customer_limit),
      auto_apply: c.auto_apply,
      active: c.active,
    })
  }
  const statusLabel: Record<CouponStatus, string> = {
    active: t`Activo`,
    scheduled: t`Programado`,
    exhausted: t`Agotado`,
    expired: t`Vencido`,
    disabled: t`Desactivado`,
  }
  const discount = (c: AdminCoupon) => (c.kind === 'percent' ? `${c.value} %` : formatCLP(c.value, locale))
  const validity = (c: AdminCoupon) =>
    c.starts_on && c.ends_on
      ? t`del ${calendarDay(c.starts_on, locale)} al ${calendarDay(c.ends_on, locale)}`
      : c.ends_on
        ? t`hasta el ${calendarDay(c.ends_on, locale)}`
        : c.starts_on
          ? t`desde el ${calendarDay(c.starts_on, locale)}`
          : t`sin fecha de término`
  return (
    <>
      <PageHeader title={t`Cupones`} />
      <ActionNotice notice={notice} />
      <div className="bo-columns">
        <section className="bo-panel bo-col-main">
          <h2>{t`Cupones de la tienda`}</h2>
          <div className="bo-table-wrap">
            <table className="bo-table bo-table--compact bo-table--coupons">
              <thead>
                <tr>
                  <th scope="col">{t`Código`}</th>
                  <th scope="col">{t`Descuento`}</th>
                  <th scope="col">{t`Vigencia (hora de Santiago)`}</th>
                  <th scope="col" className="bo-num">{t`Usos`}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t`Acciones`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <span className="bo-mono">{c.code}</span>{' '}
                      <StatusBadge tone={STATUS_TONE[c.status]}>{statusLabel[c.status]}</StatusBadge>
                      {c.auto_apply ? <span className="bo-sub">{t`Se aplica solo`}</span> : null}
                    </td>
                    <td>
                      {discount(c)}
                      {c.min_amount ? (
                        <span className="bo-sub">{t`compra mínima ${formatCLP(c.min_amount, locale)}`}</span>
                      ) : null}
                    </td>
                    <td>{validity(c)}</td>
                    <td className="bo-num">
                      {c.total_limit === null ? c.uses : `${c.uses} / ${c.total_limit}`}
                      <span className="bo-sub">
                        {c.per_customer_limit === null
                          ? t`sin límite por persona`
                          : t`${c.per_customer_limit} por persona`}
                      </span>
                    </td>
                    <td>
                      <div className="bo-row-actions bo-coupon-actions">
                        <button
                          type="button"
                          className="button button--ghost bo-small"
                          aria-label={t`Editar ${c.code}`}
                          onClick={() => edit(c)}
                        >
                          {t`Editar`}
                        </button>
                        {c.active ? (
                          <button
                            type="button"
                            className="button button--ghost bo-small bo-danger"
                            aria-label={t`Desactivar ${c.code}`}
                            onClick={async () => {
                              const result = await actions.deactivate(c.id)
                              setNotice(
                                result.ok
                                  ? { tone: 'ok', text: t`Cupón ${c.code} desactivado.` }
                                  : { tone: 'error', text: result.message },
                              )
                              actions.changed()
                            }}
                          >
                            {t`Desactivar`}
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {coupons.length === 0 ? <p className="bo-sub">{t`Todavía no hay cupones.`}</p> : null}
        </section>
        <section className="bo-panel bo-col-side">
          <h2>{editing ? t`Editar cupón ${editing.code}` : t`Nuevo cupón`}</h2>
          <ShopForm form={form} aria-label={editing ? t`Editar cupón` : t`Nuevo cupón`}>
            <form.AppField name="code">
              {(f) => <f.TextField label={t`Código`} maxLength={30} required autoCapitalize="characters" />}
            </form.AppField>
            <form.AppField name="kind">
              {(f) => (
                <f.ChoiceField
                  className="bo-radios"
                  look="list"
                  legend={t`Tipo de descuento`}
                  options={[
                    { value: 'percent', label: t`Porcentaje` },
                    { value: 'fixed', label: t`Monto fijo (CLP)` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="value">
              {(f) => <f.TextField label={t`Valor (porcentaje o pesos)`} inputMode="numeric" required />}
            </form.AppField>
            <form.AppField name="min_amount">
              {(f) => <f.TextField label={t`Compra mínima (CLP, opcional)`} inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="starts_on">
              {(f) => <f.TextField label={t`Desde (opcional)`} type="date" />}
            </form.AppField>
            <form.AppField name="ends_on">
              {(f) => <f.TextField label={t`Hasta, inclusive (opcional)`} type="date" />}
            </form.AppField>
            <form.AppField name="total_limit">
              {(f) => <f.TextField label={t`Usos en total (vacío: sin límite)`} inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="per_customer_limit">
              {(f) => <f.TextField label={t`Usos por persona (vacío: sin límite)`} inputMode="numeric" />}
            </form.AppField>
            <form.AppField name="auto_apply">
              {(f) => <f.CheckboxField label={t`Se aplica solo en el carrito`} />}
            </form.AppField>
            <form.AppField name="active">{(f) => <f.CheckboxField label={t`Activo`} />}</form.AppField>
            <div className="bo-action-form__buttons">
              <form.SubmitButton>
                {editing ? <Trans>Guardar cupón</Trans> : <Trans>Crear cupón</Trans>}
              </form.SubmitButton>
              {editing ? (
                <button
                  type="button"
                  className="bo-link"
                  onClick={() => {
                    setEditing(null)
                    form.reset(EMPTY)
                  }}
                >
                  <Trans>Cancelar edición</Trans>
                </button>
              ) : null}
            </div>
          </ShopForm>
        </section>
      </div>
    </>
  )
}
