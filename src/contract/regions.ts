import * as v from 'valibot'

export const regionParamSchema = v.object({
  // Any whole number is a well-formed region id; one that names no region is a 404, not a format error.
  region: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'numeric'), v.transform(Number)),
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
