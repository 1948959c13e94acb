import { useLingui } from '@lingui/react/macro'

/** The staff's short names of the product types, as the back-office lists show them in a column and a filter. */
export function useProductTypeLabels(): Record<string, string> {
  const { t } = useLingui()
  return { wine: t`Vino`, alcohol: t`Destilado`, box: t`Caja`, gourmet: t`Gourmet` }
}

/** The "Tipo" filter of a back-office list: every type, or none for all of them. */
export function ProductTypeSelect({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (type: string) => void
}) {
  const { t } = useLingui()
  const labels = useProductTypeLabels()
  return (
    <label className="bo-field">
      <span>{t`Tipo`}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`Todos`}</option>
        {Object.entries(labels).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </select>
    </label>
  )
}
