import { sqlValue } from '../sql.ts'
import type { SeedSet } from '../index.ts'

/**
 * Delivery copy that promised what the delivery rule does not ("Despacho en 24 horas en Santiago": an order on a
 * Thursday night arrives on Tuesday), rewritten to print the rule's own numbers (`{santiago_days_max}`,
 * `{regions_days_min}`, `{regions_days_max}`, `{cutoff_time}`, filled in by src/api/pages/shop-values.ts).
 * The content set loads once per database, so this set, loaded once on the next start, rewrites the same sentences
 * in a database seeded before (on a new one the sentences are already the new ones and nothing changes).
 */
export const DELIVERY_COPY_2026_11: readonly [was: string, now: string][] = [
  [
    'Más de 600 etiquetas de viñas chilenas y del mundo, probadas por nuestro equipo. Despacho en 24 horas en Santiago y a todo Chile.',
    'Más de 600 etiquetas de viñas chilenas y del mundo, probadas por nuestro equipo. Despacho a todo Chile: en Santiago, en hasta {santiago_days_max} días hábiles.',
  ],
  [
    'En 24 horas en Santiago y de 2 a 5 días hábiles en regiones.',
    'En Santiago, en hasta {santiago_days_max} días hábiles; en regiones, de {regions_days_min} a {regions_days_max}. Lo que compras un día hábil antes de las {cutoff_time} sale ese día.',
  ],
  [
    'Compra en línea y retira gratis en Vitacura el mismo día.',
    'Compra en línea y retira gratis en Vitacura: el mismo día si compras un día hábil antes de las {cutoff_time}.',
  ],
  [
    'Santiago (Región Metropolitana): 24 horas hábiles para compras confirmadas antes de las 14:00.',
    'Gran Santiago: hasta {santiago_days_max} días hábiles desde que el pedido sale de la tienda. Las compras confirmadas un día hábil antes de las {cutoff_time} salen ese mismo día; las demás, el siguiente día hábil.',
  ],
  [
    'Regiones: de 2 a 5 días hábiles según la comuna.',
    'Regiones: de {regions_days_min} a {regions_days_max} días hábiles desde que el pedido sale, según la comuna.',
  ],
  [
    'Retiro en tienda: gratis, desde 2 horas después de la confirmación.',
    'Retiro en tienda: gratis, listo el día en que el pedido sale de la tienda.',
  ],
  [
    'Retiro en nuestra tienda de Vitacura: gratis, desde 2 horas después de la confirmación.',
    'Retiro en nuestra tienda de Vitacura: gratis, listo el día en que el pedido sale de la tienda.',
  ],
  [
    'Over 600 labels from Chilean and international wineries, tasted by our team. Delivery within 24 hours in Santiago and all over Chile.',
    'Over 600 labels from Chilean and international wineries, tasted by our team. Delivery all over Chile: within {santiago_days_max} working days in Santiago.',
  ],
  [
    'Within 24 hours in Santiago, 2 to 5 working days in the regions.',
    'Within {santiago_days_max} working days in Santiago, {regions_days_min} to {regions_days_max} in the regions. Orders placed on a working day before {cutoff_time} leave that day.',
  ],
  [
    'Buy online and pick up for free in Vitacura the same day.',
    'Buy online and pick up for free in Vitacura: the same day if you order on a working day before {cutoff_time}.',
  ],
  [
    'Santiago (Metropolitan Region): 24 working hours for orders confirmed before 2 pm.',
    'Greater Santiago: within {santiago_days_max} working days of the order leaving the shop. Orders confirmed on a working day before {cutoff_time} leave that day; the rest, on the next working day.',
  ],
  [
    'Santiago (Metropolitan Region): 24 working hours for purchases confirmed before 2 pm.',
    'Greater Santiago: within {santiago_days_max} working days of the order leaving the shop. Purchases confirmed on a working day before {cutoff_time} leave that day; the rest, on the next working day.',
  ],
  [
    'Regions: 2 to 5 working days depending on the commune.',
    'Regions: {regions_days_min} to {regions_days_max} working days of the order leaving the shop, depending on the commune.',
  ],
  [
    'Other regions: 2 to 5 working days depending on the commune.',
    'Other regions: {regions_days_min} to {regions_days_max} working days of the order leaving the shop, depending on the commune.',
  ],
  [
    'Store pick-up: free, from 2 hours after confirmation.',
    'Store pick-up: free, ready on the day the order leaves the shop.',
  ],
  [
    'Pick-up at our Vitacura shop: free, from 2 hours after confirmation.',
    'Pick-up at our Vitacura shop: free, ready on the day the order leaves the shop.',
  ],
]

/** The text as it sits inside a page's stored JSON. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1)

export const deliveryCopySeed: SeedSet = {
  name: 'content-delivery-copy-2026-11',
  statements: () =>
    DELIVERY_COPY_2026_11.map(([was, now]) => {
      const [w, n] = [sqlValue(inJson(was)), sqlValue(inJson(now))]
      return `UPDATE pages SET content = replace(content, ${w}, ${n}) WHERE instr(content, ${w}) > 0;`
    }),
}
