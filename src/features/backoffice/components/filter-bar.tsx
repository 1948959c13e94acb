import { Trans, useLingui } from '@lingui/react/macro'
import type { ChangeEventHandler, FormHTMLAttributes, ReactNode } from 'react'

/** A list's filter form: its fields, then the submit button («Filtrar» unless `submit` says) and what follows it. */
export function FilterBar({
  children,
  submit,
  after,
  ...form
}: FormHTMLAttributes<HTMLFormElement> & { submit?: ReactNode; after?: ReactNode }) {
  return (
    <form className="bo-filters" {...form}>
      {children}
      <div className="bo-filters__actions">
        <button type="submit" className="button button--primary">
          {submit ?? <Trans>Filtrar</Trans>}
        </button>
        {after}
      </div>
    </form>
  )
}

/** The wide «Buscar» box of a filter bar. */
export function SearchField({
  value,
  onChange,
  placeholder,
}: {
  value: string | number
  onChange: ChangeEventHandler<HTMLInputElement>
  placeholder: string
}) {
  const { t } = useLingui()
  return (
    <label className="bo-field bo-field--wide">
      <span>{t`Buscar`}</span>
      <input type="search" value={value} onChange={onChange} placeholder={placeholder} maxLength={80} />
    </label>
  )
}
