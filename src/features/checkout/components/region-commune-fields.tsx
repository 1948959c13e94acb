import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { getCommunes, getRegions } from '../checkout.functions'
import { Field } from './field'

/** Region → commune selects (docs/product.md, The shop and its people: addresses use regions and communes), shared by the address modal and the invoice. */
export function RegionCommuneFields({
  idPrefix = '',
  regionId,
  communeId,
  onChange,
  errors = {},
  enabled = true,
}: {
  idPrefix?: string
  regionId: number
  communeId: number
  onChange: (next: { region_id: number; commune_id: number }) => void
  errors?: { region?: string; commune?: string }
  enabled?: boolean
}) {
  const { t } = useLingui()
  const regions = useQuery({ queryKey: ['regions'], queryFn: () => getRegions(), enabled, staleTime: 30 * 60_000 })
  const communes = useQuery({
    queryKey: ['regions', regionId, 'communes'],
    queryFn: () => getCommunes({ data: { region: regionId } }),
    enabled: enabled && regionId > 0,
    staleTime: 30 * 60_000,
  })
  return (
    <>
      <Field id={`${idPrefix}region_id`} label={t`Región`} error={errors.region}>
        <select
          id={`${idPrefix}region_id`}
          value={regionId}
          onChange={(e) => onChange({ region_id: Number(e.target.value), commune_id: 0 })}
        >
          <option value={0}>{t`Selecciona una región`}</option>
          {regions.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${idPrefix}commune_id`} label={t`Comuna`} error={errors.commune}>
        <select
          id={`${idPrefix}commune_id`}
          value={communeId}
          disabled={!communes.data}
          onChange={(e) => onChange({ region_id: regionId, commune_id: Number(e.target.value) })}
        >
          <option value={0}>{t`Selecciona una comuna`}</option>
          {communes.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
    </>
  )
}
