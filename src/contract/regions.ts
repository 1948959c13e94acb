import * as v from 'valibot'

export const regionParamSchema = v.object({
  region: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'numeric'), v.transform(Number)),
})

export interface Region {
  id: number
  name: string
  roman: string
}
export interface Commune {
  id: number
  name: string
  region_id: number
}
