// The event categories, with no schema: the /eventos URL search params read them in the route tree, which every page
// loads first, and ./events.ts (with its valibot schemas) would come with them (docs/decisions/019-what-loads-first.md).

/** Categories of migration 0006 (events.category), with their names in both locales. */
export const EVENT_CATEGORIES = {
  cata: { es: 'Catas', en: 'Tastings' },
  maridaje: { es: 'Maridajes', en: 'Pairings' },
  curso: { es: 'Cursos', en: 'Courses' },
  lanzamiento: { es: 'Lanzamientos', en: 'Launches' },
  musica: { es: 'Música en vivo', en: 'Live music' },
} as const
export type EventCategorySlug = keyof typeof EVENT_CATEGORIES
export const EVENT_CATEGORY_SLUGS = Object.keys(EVENT_CATEGORIES) as EventCategorySlug[]
