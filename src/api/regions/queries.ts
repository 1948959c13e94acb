import { all } from '../db/sql'

export interface RegionRow {
  id: number
  name: string
  roman: string
}

export interface CommuneRow {
  id: number
  name: string
  region_id: number
}

/** Chile's regions, north to south. */
export function listRegions(d1: D1Database) {
  return all<RegionRow>(d1, 'SELECT id, name, roman FROM regions ORDER BY sort_order')
}

export function listCommunes(d1: D1Database, regionId: number) {
  return all<CommuneRow>(d1, 'SELECT id, name, region_id FROM communes WHERE region_id = ?', regionId)
}
