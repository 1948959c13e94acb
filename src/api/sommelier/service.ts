import type {
  Continent,
  Course,
  Dish,
  FoodList,
  FoodQuery,
  GuideFacet,
  GuideFilters,
  GuideQuery,
  PageFilters,
  PageFiltersQuery,
  SommelierWine,
  SommelierWines,
  WinesQuery,
} from '~/contract/sommelier'
import { statement } from '../db/sql'
import { ESTILOS, GUIDE_STEPS, SOMMELIER_TIPOS } from '~/contract/sommelier'
import { AROMA_LABELS, COUNTRY_LABELS, TIPO_LABELS, label } from '~/lib/catalog-labels'
import type { Locale } from '~/lib/locale'
import { compareScored, scoreWine } from '~/lib/sommelier'
import { toCard } from '../catalog/service'
import * as q from './queries'

// Rules of the sommelier (docs/product.md, The shop and its people, The API): guided facets and counts, dish pairing, and the one place rows become
// contract shapes (components never see a D1 row).

type Row = Record<string, unknown>

const ESTILO_LABELS: Record<string, [string, string]> = {
  ligero: ['Ligero', 'Light'],
  medio: ['Medio', 'Medium'],
  'con-cuerpo': ['Con cuerpo', 'Full-bodied'],
  seco: ['Seco', 'Dry'],
  semiseco: ['Semiseco', 'Off-dry'],
  dulce: ['Dulce', 'Sweet'],
}
const CONTINENT_LABELS: Record<string, [string, string]> = {
  america: ['América', 'Americas'],
  europa: ['Europa', 'Europe'],
  asia: ['Asia', 'Asia'],
}
// Dish countries the catalogue's country labels do not cover.
const DISH_COUNTRY_LABELS: Record<string, [string, string]> = {
  ...COUNTRY_LABELS,
  tailandia: ['Tailandia', 'Thailand'],
  india: ['India', 'India'],
}

const json = <T>(value: unknown, fallback: T): T => {
  try {
    return typeof value === 'string' ? (JSON.parse(value) as T) : fallback
  } catch {
    return fallback
  }
}

export function toDish(row: Row, locale: Locale): Dish {
  const en = locale === 'en'
  return {
    slug: String(row.slug),
    name: String(en ? row.name_en : row.name_es),
    course: row.course as Course,
    continent: row.continent as Continent,
    country: String(row.country),
    country_label: label(DISH_COUNTRY_LABELS, String(row.country), locale),
    icon: String(row.icon),
    reason: String(en ? row.reason_en : row.reason_es),
    profile: {
      tipos: json<string[]>(row.wine_tipos, []),
      body: [Number(row.body_min), Number(row.body_max)],
      sweetness: [Number(row.sweetness_min), Number(row.sweetness_max)],
      varieties: json<string[]>(row.varieties, []),
      aromas: json<string[]>(row.aromas, []),
    },
  }
}

export async function food(db: D1Database, query: FoodQuery, locale: Locale): Promise<FoodList> {
  const [rows, count] = await db.batch([
    statement(db, q.foodStatement(query)),
    statement(db, q.foodCountStatement(query)),
  ])
  const total = Number((count!.results[0] as Row | undefined)?.total ?? 0)
  return {
    data: (rows!.results as Row[]).map((r) => toDish(r, locale)),
    total,
    current_page: query.page,
    per_page: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  }
}

export async function pageFilters(db: D1Database, query: PageFiltersQuery, locale: Locale): Promise<PageFilters> {
  const [continents, countries] = await db.batch([
    statement(db, q.continentsStatement()),
    statement(db, q.countriesStatement(query.continent)),
  ])
  return {
    continents: (continents!.results as Row[]).map((r) => ({
      value: String(r.value),
      label: label(CONTINENT_LABELS, String(r.value), locale),
      count: Number(r.n),
      selected: r.value === query.continent,
    })),
    countries: (countries!.results as Row[]).map((r) => ({
      value: String(r.value),
      label: label(DISH_COUNTRY_LABELS, String(r.value), locale),
      count: Number(r.n),
      selected: r.value === query.country,
    })),
  }
}

export async function findDish(db: D1Database, slug: string, locale: Locale): Promise<Dish | null> {
  const row = (await statement(db, q.dishStatement(slug)).first()) as Row | null
  return row ? toDish(row, locale) : null
}

/** The four steps' options with counts under the other answers, and the total — one D1 round trip. */
export async function guideFilters(db: D1Database, query: GuideQuery, locale: Locale): Promise<GuideFilters> {
  const results = await db.batch([
    ...GUIDE_STEPS.map((key) => statement(db, q.facetStatement(query, key))),
    statement(db, q.countStatement(query)),
  ])
  const facets: GuideFacet[] = GUIDE_STEPS.map((key, i) => {
    const rows = results[i]!.results as Row[]
    const selected = query[key]
    if (key === 'estilo') {
      const row = rows[0] ?? {}
      return {
        key,
        options: ESTILOS.map((e) => ({
          value: e,
          label: label(ESTILO_LABELS, e, locale),
          count: Number(row[e] ?? 0),
          selected: selected === e,
        })).filter((o) => o.count > 0 || o.selected),
      }
    }
    const options = rows.map((r) => {
      const value = String(r.value)
      return {
        value,
        label:
          key === 'variedad'
            ? String(r.label ?? value)
            : label(key === 'tipo' ? TIPO_LABELS : AROMA_LABELS, value, locale),
        count: Number(r.n),
        selected: selected === value,
      }
    })
    // Wine tipos keep the shop's order (tinto, blanco, rosado…), not the count order.
    if (key === 'tipo') {
      const order = SOMMELIER_TIPOS as readonly string[]
      options.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
    }
    return { key, options }
  })
  const total = Number((results[GUIDE_STEPS.length]!.results[0] as Row | undefined)?.total ?? 0)
  return { facets, total }
}

export async function guideCount(db: D1Database, query: GuideQuery): Promise<number> {
  const row = (await statement(db, q.countStatement(query)).first()) as Row | null
  return Number(row?.total ?? 0)
}

/**
 * Matching wines, best first. With a dish, the dish's tipos narrow the candidates and scoreWine ranks them (wines
 * that do not pair are left out); without one, every wine under the answers matches and the order is the tie-break
 * (on offer first, then price). Candidates are light rows; only the page's cards are read in full.
 */
export async function wines(
  db: D1Database,
  query: WinesQuery,
  dish: Dish | null,
  locale: Locale,
): Promise<SommelierWines> {
  const rows = (await statement(db, q.candidatesStatement(query, dish?.profile.tipos)).all()).results as Row[]
  const ranked = rows
    .map((r) => {
      const traits = {
        tipo: String(r.tipo),
        body: r.body === null ? null : Number(r.body),
        sweetness: r.sweetness === null ? null : Number(r.sweetness),
        variety_slug: (r.variety_slug as string | null) ?? null,
        aromatic_family: (r.aromatic_family as string | null) ?? null,
      }
      const pairing = dish ? scoreWine(dish.profile, traits) : { fits: true, score: 0, matches: [] }
      return {
        id: Number(r.id),
        price: Number(r.price),
        discount: Number(r.discount_percent ?? 0),
        ...pairing,
      }
    })
    .filter((r) => r.fits)
    .sort(compareScored)
  const start = (query.page - 1) * query.limit
  const page = ranked.slice(start, start + query.limit)
  let data: SommelierWine[] = []
  if (page.length) {
    const cards = (
      await statement(
        db,
        q.cardsStatement(
          page.map((r) => r.id),
          locale,
        ),
      ).all()
    ).results as Row[]
    const byId = new Map(cards.map((c) => [Number(c.id), c]))
    data = page.flatMap((r) => {
      const row = byId.get(r.id)
      if (!row) return []
      return [
        {
          ...toCard(row),
          body: row.body === null ? null : Number(row.body),
          sweetness: row.sweetness === null ? null : Number(row.sweetness),
          aromatic_family: (row.aromatic_family as string | null) ?? null,
          score: r.score,
          matches: r.matches,
        },
      ]
    })
  }
  return {
    data,
    total: ranked.length,
    current_page: query.page,
    per_page: query.limit,
    last_page: Math.max(1, Math.ceil(ranked.length / query.limit)),
    dish,
  }
}
