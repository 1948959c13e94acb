// The shop's one address and its opening hours: checkout's pick-up, the wine bar, the footer's content, e-mails and
// structured data all read them here (the seeded pre-footer shows the same text). docs/product.md, "Pages".

export const STORE = {
  name: 'Vinoteca Andes',
  street: 'Av. Nueva Costanera 3900',
  commune: 'Vitacura',
  city: 'Santiago',
  /** 'Av. Nueva Costanera 3900, Vitacura, Santiago' */
  address: 'Av. Nueva Costanera 3900, Vitacura, Santiago',
  phone: '+56 2 2345 6789',
  whatsapp: '+56 9 8765 4321',
} as const

/** The wine bar inside the shop: its events take place at the shop's address. */
export const WINE_BAR_NAME = 'Vino Bar Andes'
/** 'Vino Bar Andes — Av. Nueva Costanera 3900, Vitacura, Santiago': an event's venue unless staff write another. */
export const WINE_BAR_VENUE = `${WINE_BAR_NAME} — ${STORE.address}`

/**
 * The wine bar's prices the editorial pages quote (`{corkage_fee}`, `{glass_from}`, `{flight_from}`, filled in by
 * src/api/pages/shop-values.ts in each reader's money format): one figure, never a "$5.000" typed into the copy.
 */
export const WINE_BAR_PRICES = {
  corkage: 5000,
  glassFrom: 4900,
  flightFrom: 12900,
} as const

/** The shop's hours for pick-up, per language (the wine bar's own hours are in wine-bar-hours.ts). */
export const STORE_HOURS = {
  es: 'lunes a sábado de 10:00 a 21:00 y domingo de 11:00 a 18:00',
  en: 'Monday to Saturday 10 am to 9 pm, Sunday 11 am to 6 pm',
} as const
