import { first } from '../db/sql'

// D1 access of the delivery promise (docs/decisions/021-one-data-layer.md).

export interface CommuneZoneRow {
  id: number
  name: string
  zone: string
  days_max: number
  santiago: number
}

/** A commune with the shipping zone it belongs to, or null for an unknown commune. */
export function communeZone(d1: D1Database, communeId: number): Promise<CommuneZoneRow | null> {
  return first<CommuneZoneRow>(
    d1,
    `SELECT c.id, c.name, z.name AS zone, z.days_max, c.is_santiago_metro AS santiago FROM communes c
     JOIN shipping_zone_communes zc ON zc.commune_id = c.id JOIN shipping_zones z ON z.id = zc.zone_id
     WHERE c.id = ?`,
    communeId,
  )
}
