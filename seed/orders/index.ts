import type { SeedSet } from '../index.ts'
import { insertRows } from '../sql.ts'

// shipping zones covering all 346 communes, and demo coupons.
// Zones by region (regions.id 1..16 north to south, migration 0002); Greater Santiago is cheapest and fastest,
// the far north, the far south and the islands (Rapa Nui, Juan Fernández) the most expensive.
export const SHIPPING_ZONES = [
  { id: 1, name: 'Gran Santiago', price: 3990, days_min: 1, days_max: 2 },
  { id: 2, name: 'Región Metropolitana', price: 5490, days_min: 2, days_max: 3 },
  { id: 3, name: 'Zona centro', price: 6990, days_min: 2, days_max: 4 },
  { id: 4, name: 'Zona centro sur', price: 7990, days_min: 3, days_max: 5 },
  { id: 5, name: 'Zona norte y sur', price: 9990, days_min: 4, days_max: 6 },
  { id: 6, name: 'Zonas extremas e insulares', price: 12990, days_min: 5, days_max: 8 },
]

const ISLANDS = [5201, 5104] // Isla de Pascua, Juan Fernández (CUT)

export const COUPONS = [
  { code: 'VERANO10', kind: 'percent', value: 10, min_amount: 20000, expires_at: null, active: 1, auto_apply: 0 },
  { code: 'BIENVENIDA', kind: 'percent', value: 15, min_amount: 0, expires_at: null, active: 1, auto_apply: 0 },
  { code: 'DESCUENTO5000', kind: 'fixed', value: 5000, min_amount: 40000, expires_at: null, active: 1, auto_apply: 0 },
  {
    code: 'VENCIDO',
    kind: 'percent',
    value: 20,
    min_amount: 0,
    expires_at: '2024-01-01T00:00:00.000Z',
    active: 1,
    auto_apply: 0,
  },
  { code: 'PAUSADO', kind: 'fixed', value: 3000, min_amount: 0, expires_at: null, active: 0, auto_apply: 0 },
]

/** A shopper who already used BIENVENIDA (coupon used message in the demo and e2e). */
export const USED_COUPON_EMAIL = 'usado@vinoteca.cl'

export const ordersSeed: SeedSet = {
  name: 'orders',
  statements: () => [
    ...insertRows('shipping_zones', SHIPPING_ZONES),
    `INSERT INTO shipping_zone_communes (commune_id, zone_id)
     SELECT id, CASE
       WHEN id IN (${ISLANDS.join(', ')}) THEN 6
       WHEN region_id = 7 AND is_santiago_metro = 1 THEN 1
       WHEN region_id = 7 THEN 2
       WHEN region_id IN (6, 8, 9) THEN 3
       WHEN region_id IN (5, 10, 11, 12, 13) THEN 4
       WHEN region_id IN (3, 4, 14) THEN 5
       ELSE 6 END
     FROM communes;`,
    ...insertRows('coupons', COUPONS),
    ...insertRows('coupon_redemptions', [{ coupon_code: 'BIENVENIDA', email: USED_COUPON_EMAIL, order_id: 'seed' }]),
  ],
}
