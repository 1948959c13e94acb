import type { MenuOption } from '~/contract/layout'

// docs/product.md, Pages: mega-menu options link to a list page with a filter query built from the option value.
// Category headings map to filters: French cheeses → tipo_queso, gourmet products → tipo_gourmet,
// by region → region_francia, vineyards → marca, strains → variedad, country → pais, types → tipo;
// no heading → tipo (the default); a heading we do not know gives one option labelled 'Error'.

export const DEFAULT_MENU_FILTER = 'tipo'
export const UNKNOWN_HEADING_LABEL = 'Error'

/** Normalised heading (lower case, no accents, single spaces) → filter query name. Both locales. */
const HEADING_FILTERS: Record<string, string> = {
  'quesos franceses': 'tipo_queso',
  'french cheeses': 'tipo_queso',
  'productos gourmet': 'tipo_gourmet',
  'gourmet products': 'tipo_gourmet',
  'por region': 'region_francia',
  'by region': 'region_francia',
  vinas: 'marca',
  vinedos: 'marca',
  vineyards: 'marca',
  wineries: 'marca',
  cepas: 'variedad',
  strains: 'variedad',
  grapes: 'variedad',
  'grape varieties': 'variedad',
  pais: 'pais',
  paises: 'pais',
  'por pais': 'pais',
  country: 'pais',
  countries: 'pais',
  'by country': 'pais',
  tipos: 'tipo',
  tipo: 'tipo',
  types: 'tipo',
  type: 'tipo',
}

export function normalizeHeading(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The filter query name for a heading; `undefined` when the heading is not one the shop knows. */
export function headingToFilter(heading: string | undefined | null): string | undefined {
  const key = normalizeHeading(heading ?? '')
  if (key === '') return DEFAULT_MENU_FILTER
  return HEADING_FILTERS[key]
}

/** A list URL carrying one filter: listUrl('/vinos', 'variedad', 'Carménère') → '/vinos?variedad=Carm%C3%A9n%C3%A8re'. */
export function listUrl(base: string, filter: string, value: string): string {
  const [path = '/', existing = ''] = base.split('?')
  const params = new URLSearchParams(existing)
  params.set(filter, value)
  return `${path}?${params.toString()}`
}

export interface MenuLink {
  label: string
  href: string
}

/** The links shown under one heading of the mega menu. */
export function menuOptionLinks(heading: string | undefined, options: readonly MenuOption[], base: string): MenuLink[] {
  const filter = headingToFilter(heading)
  if (!filter) return [{ label: UNKNOWN_HEADING_LABEL, href: base }]
  return options.map((option) => ({ label: option.text, href: listUrl(base, filter, option.value) }))
}
