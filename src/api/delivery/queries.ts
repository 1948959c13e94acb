import { all, first } from '../db/sql'

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

export interface ZoneDaysRow {
  days_max: number
  /** 1 for the zone of Santiago centro (the commune the promise uses before the shopper chooses one). */
  santiago: number
}

/** Every shipping zone's delivery days, marking Santiago's. */
export function zoneDays(d1: D1Database, santiagoCommuneId: number): Promise<ZoneDaysRow[]> {
  return all<ZoneDaysRow>(
    d1,
    `SELECT z.days_max, EXISTS (SELECT 1 FROM shipping_zone_communes zc WHERE zc.zone_id = z.id AND zc.commune_id = ?)
       AS santiago FROM shipping_zones z`,
    santiagoCommuneId,
  )
}
