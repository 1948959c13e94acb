import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from '~/ui/form/form-kit'
import { getCommunes, getRegions } from '../checkout.functions'

/**
 * Region → commune selects (docs/product.md, The shop and its people: addresses use regions and communes), a field
 * group shared by the address modal (`fields={{ region_id: 'region_id', commune_id: 'commune_id' }}`) and the
 * invoice (`fields="invoice"`). 0 is "nothing chosen"; choosing another region clears the commune.
 */
export const RegionCommuneFields = withFieldGroup({
  defaultValues: { region_id: 0, commune_id: 0 },
  props: {} as { enabled?: boolean },
  render: function RegionCommuneFieldsRender({ group, enabled = true }) {
    const { t } = useLingui()
    const regionId = useStore(group.store, (s) => s.values.region_id)
    const regions = useQuery({ queryKey: ['regions'], queryFn: () => getRegions(), enabled, staleTime: 30 * 60_000 })
    const communes = useQuery({
      queryKey: ['regions', regionId, 'communes'],
      queryFn: () => getCommunes({ data: { region: regionId } }),
      enabled: enabled && regionId > 0,
      staleTime: 30 * 60_000,
    })
    return (
      <>
        <group.AppField name="region_id" listeners={{ onChange: () => group.setFieldValue('commune_id', 0) }}>
          {(f) => (
            <f.SelectField
              numeric
              label={t`Región`}
              placeholder={t`Selecciona una región`}
              options={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            />
          )}
        </group.AppField>
        <group.AppField name="commune_id">
          {(f) => (
            <f.SelectField
              numeric
              label={t`Comuna`}
              placeholder={t`Selecciona una comuna`}
              disabled={!communes.data}
              options={(communes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
        </group.AppField>
      </>
    )
  },
})
