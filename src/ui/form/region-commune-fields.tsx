import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { withFieldGroup } from './form-kit'

interface Place {
  id: number
  name: string
}

/** Where the lists come from: each area reads them through its own server functions and cache keys. */
export interface PlaceQueries {
  regions: () => PlaceQuery
  communes: (regionId: number) => PlaceQuery
}

interface PlaceQuery {
  queryKey: readonly unknown[]
  queryFn: () => Promise<Place[]>
  staleTime: number
}

/**
 * Region → commune selects (addresses use Chile's regions and communes), a field group for the account's and the
 * checkout's address forms (`fields={{ region_id: 'region_id', commune_id: 'commune_id' }}`) and the invoice
 * (`fields="invoice"`). 0 is "nothing chosen"; choosing another region clears the commune.
 */
export const RegionCommuneFields = withFieldGroup({
  defaultValues: { region_id: 0, commune_id: 0 },
  props: {} as { places: PlaceQueries; enabled?: boolean },
  render: function RegionCommuneFieldsRender({ group, places, enabled = true }) {
    const { t } = useLingui()
    const regionId = useStore(group.store, (s) => s.values.region_id)
    const regions = useQuery({ ...places.regions(), enabled })
    const communes = useQuery({ ...places.communes(regionId), enabled: enabled && regionId > 0 })
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
              placeholder={regionId ? t`Selecciona una comuna` : t`Primero elige la región`}
              disabled={!regionId || !communes.data}
              options={(communes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          )}
        </group.AppField>
      </>
    )
  },
})
