import { GRAPES, type Grape } from './grapes.ts'
import { COUNTRIES, REGIONS, type WineDef, type WineTipo } from './regions.ts'
import { offerAndLabel, rng, shelfPrice, slugify, type SeedProduct } from './util.ts'

const TIPO_WORDS: Record<WineTipo, [es: string, en: string, color: string, colorEn: string]> = {
  tinto: ['Vino tinto', 'Red wine', 'Rojo rubí profundo con reflejos violáceos', 'Deep ruby red with violet hues'],
  blanco: ['Vino blanco', 'White wine', 'Amarillo pálido con reflejos verdosos', 'Pale yellow with green hues'],
  rosado: ['Vino rosado', 'Rosé wine', 'Rosa pálido, piel de cebolla', 'Pale onion-skin pink'],
  espumante: [
    'Espumante',
    'Sparkling wine',
    'Amarillo dorado de burbuja fina y persistente',
    'Golden yellow with fine, persistent bubbles',
  ],
  dulce: ['Vino dulce', 'Sweet wine', 'Dorado intenso, casi ámbar', 'Deep gold, almost amber'],
  naranjo: ['Vino naranjo', 'Orange wine', 'Naranja brillante, levemente turbio', 'Bright orange, slightly hazy'],
}

const LEVEL_ES = ['', 'ligero', 'suave', 'medio', 'marcado', 'intenso']
const LEVEL_ES_F = ['', 'ligera', 'suave', 'media', 'marcada', 'intensa']
const LEVEL_EN = ['', 'light', 'soft', 'medium', 'marked', 'intense']
const VINEYARDS = [
  'El Peumo',
  'Las Pataguas',
  'La Cantera',
  'Los Quillayes',
  'El Boldo',
  'Santa Rosa',
  'La Quebrada',
  'Los Maitenes',
  'El Litre',
  'Las Vertientes',
]
const CRITICS = ['Descorchados', 'Tim Atkin', 'James Suckling', 'Wine Spectator', 'Robert Parker', 'Guía Peñín']
const LABELS: [es: string, en: string][] = [
  ['Nuevo', 'New'],
  ['Edición limitada', 'Limited edition'],
  ['Orgánico', 'Organic'],
  ['Últimas unidades', 'Last units'],
  ['Recomendado', 'Staff pick'],
]

const fallbackGrape = (name: string): Grape => ({
  name,
  color: 'red',
  body: 3,
  acidity: 3,
  sweetness: 1,
  freshness: 3,
  family: 'frutal',
  aromas: ['frutos rojos y especias suaves', 'red fruit and gentle spice'],
  pairing: ['carnes y quesos', 'meats and cheeses'],
})

const clamp = (n: number) => Math.max(1, Math.min(5, n))

interface Tier {
  es: string
  en: string
  factor: number
}
const ENTRY: Tier = { es: 'Reserva', en: 'Reserva', factor: 1 }
const GRAN: Tier = { es: 'Gran Reserva', en: 'Gran Reserva', factor: 1.6 }

/** At least 300 wines from real regions, denominations and grapes. */
export function buildWines(): SeedProduct[] {
  const r = rng(20261)
  const out: SeedProduct[] = []
  const seen = new Set<string>()
  for (const region of REGIONS) {
    region.wineries.forEach((winery, wi) => {
      for (const def of region.wines) {
        const tiers: Tier[] = [ENTRY]
        // Chilean and Argentine houses also bottle a Gran Reserva of their entry reds and whites.
        if (
          wi === 0 &&
          !def.style &&
          def.base < 20000 &&
          (region.country === 'chile' || region.country === 'argentina')
        )
          tiers.push(GRAN)
        for (const tier of tiers) {
          const product = buildWine(r, region, winery, def, tier)
          if (seen.has(product.slug)) continue
          seen.add(product.slug)
          out.push(product)
        }
      }
    })
  }
  return out
}

function buildWine(
  r: ReturnType<typeof rng>,
  region: (typeof REGIONS)[number],
  winery: string,
  def: WineDef,
  tier: Tier,
): SeedProduct {
  const grape = GRAPES[def.variety] ?? fallbackGrape(def.variety)
  const newWorld = region.country === 'chile' || region.country === 'argentina'
  const styleName = def.style ?? (newWorld ? `${tier.es} ${def.variety}` : def.variety)
  const name = `${winery} ${styleName}`
  const nv = def.tipo === 'espumante' && r.chance(0.5)
  const year = nv ? null : r.int(def.base > 40000 ? 2015 : 2019, 2023)
  const slug = slugify(`${name} ${year ?? 'nv'}`)
  const listPrice = shelfPrice(def.base * tier.factor * (0.9 + r.next() * 0.25))
  const { price, reference_price, onOffer } = offerAndLabel(r, listPrice)
  const outOfStock = r.chance(0.07)
  const stock = outOfStock ? 0 : r.int(2, 90)
  const premium = listPrice >= 30000
  const sweet = def.tipo === 'dulce' ? 5 : def.tipo === 'espumante' ? 2 : grape.sweetness
  const body = clamp(grape.body + (premium ? 1 : 0) - (def.tipo === 'rosado' || def.tipo === 'espumante' ? 2 : 0))
  const acidity = clamp(grape.acidity + (def.tipo === 'espumante' ? 1 : 0))
  const freshness = clamp(grape.freshness + (def.tipo === 'rosado' || def.tipo === 'espumante' ? 1 : 0))
  const guarda =
    def.tipo === 'tinto' ? (premium ? r.int(10, 20) : r.int(3, 8)) : def.tipo === 'dulce' ? r.int(10, 30) : r.int(2, 5)
  const scores =
    premium || r.chance(0.3) ? [{ source: r.pick(CRITICS), score: r.int(premium ? 91 : 87, premium ? 97 : 93) }] : null
  if (scores && r.chance(0.3))
    scores.push({ source: r.pick(CRITICS.filter((c) => c !== scores[0]!.source)), score: r.int(88, 95) })
  let label: [string, string] | null = null
  if (onOffer && reference_price)
    label = [
      `-${Math.round(((reference_price - price) / reference_price) * 100)}%`,
      `-${Math.round(((reference_price - price) / reference_price) * 100)}%`,
    ]
  else if (scores && scores[0]!.score >= 93) label = [`${scores[0]!.score} pts`, `${scores[0]!.score} pts`]
  else if (r.chance(0.12)) label = r.pick(LABELS)
  const strains = def.blend?.map(([n, percent]) => ({ name: n, percent })) ?? [{ name: def.variety, percent: 100 }]
  const [tipoEs, tipoEn, colorEs, colorEn] = TIPO_WORDS[def.tipo]
  const [countryEs, countryEn] = COUNTRIES[region.country]!
  const vineyard = `Viñedo ${r.pick(VINEYARDS)}, ${region.region}`
  const blendEs =
    strains.length > 1 ? ` Ensamblaje de ${strains.map((s) => `${s.name} (${s.percent}%)`).join(', ')}.` : ''
  const blendEn = strains.length > 1 ? ` A blend of ${strains.map((s) => `${s.name} (${s.percent}%)`).join(', ')}.` : ''
  const oak = def.tipo === 'tinto' && premium ? r.int(14, 24) : def.tipo === 'tinto' ? r.int(6, 12) : 0
  const categories = [
    premium ? 'vinos-premium' : null,
    def.tipo === 'espumante' ? 'espumantes-y-champagne' : null,
    label?.[0] === 'Orgánico' || r.chance(0.08) ? 'vinos-organicos' : null,
    def.tipo === 'tinto' && body >= 4 ? 'para-el-asado' : null,
    guarda >= 10 ? 'vinos-de-guarda' : null,
    r.chance(0.1) ? 'navidad' : null,
  ].filter((c): c is string => c !== null)
  return {
    product_type: 'App\\Models\\Wine',
    sku: `W-${slugify(winery).slice(0, 10).toUpperCase()}-${slugify(styleName).slice(0, 12).toUpperCase()}-${year ?? 'NV'}`.replace(
      /-+/g,
      '-',
    ),
    slug,
    name,
    name_card: styleName,
    brand: winery,
    year,
    price,
    reference_price,
    stock,
    label: label ? 1 : 0,
    label_text: label?.[0] ?? null,
    tipo: def.tipo,
    country: region.country,
    region: region.region,
    denomination: def.denomination ?? region.denomination,
    variety: def.variety,
    strains,
    vineyard,
    volume_ml: def.tipo === 'dulce' && region.country !== 'portugal' ? 375 : 750,
    alcohol:
      def.tipo === 'dulce' && region.country === 'portugal'
        ? 20
        : Math.round((def.tipo === 'espumante' ? 12 : grape.body >= 4 ? 14 : 13) * 10 + r.int(-5, 5)) / 10,
    body,
    acidity,
    sweetness: sweet,
    freshness,
    guarda_years: guarda,
    aromatic_family: grape.family,
    scores,
    sale_unit: 'unit',
    units_per_box: null,
    cheese_type: null,
    milk: null,
    weight_grams: null,
    age_days: r.int(0, 720),
    categories,
    es: {
      description: `${tipoEs} ${styleName} de ${winery}, nacido en ${region.region} (${countryEs}), ${def.denomination ?? region.denomination}.${blendEs} ${oak ? `Crianza de ${oak} meses en barricas de roble francés.` : 'Sin paso por madera para conservar la fruta.'} Cosecha manual y vinificación cuidadosa en pequeños lotes.`,
      description_card: `${grape.aromas[0].split(',')[0]!.replace(/^./, (c) => c.toUpperCase())} · ${region.region}`,
      tasting_notes: `${colorEs}. En nariz muestra ${grape.aromas[0]}. En boca es de cuerpo ${LEVEL_ES[body]}, acidez ${LEVEL_ES_F[acidity]} y un final ${premium ? 'largo y elegante' : 'fresco y agradable'}.`,
      aromatic_notes: grape.aromas[0],
      pairing: grape.pairing[0].replace(/^./, (c) => c.toUpperCase()) + '.',
      sommelier_comment: premium
        ? `Un vino para guardar o decantar una hora antes de servir. Sírvelo a ${def.tipo === 'tinto' ? '16–18 °C' : '10–12 °C'}.`
        : `Fácil de querer y muy versátil en la mesa. Sírvelo a ${def.tipo === 'tinto' ? '15–17 °C' : '7–9 °C'}.`,
      label_text: label?.[0] ?? null,
    },
    en: {
      description: `${tipoEn} ${styleName} by ${winery}, from ${region.region} (${countryEn}), ${def.denomination ?? region.denomination}.${blendEn} ${oak ? `Aged ${oak} months in French oak barrels.` : 'Unoaked to keep the fruit.'} Hand-harvested and carefully vinified in small lots.`,
      description_card: `${grape.aromas[1].split(',')[0]!.replace(/^./, (c) => c.toUpperCase())} · ${region.region}`,
      tasting_notes: `${colorEn}. The nose shows ${grape.aromas[1]}. The palate has ${LEVEL_EN[body]} body, ${LEVEL_EN[acidity]} acidity and a ${premium ? 'long, elegant' : 'fresh, pleasant'} finish.`,
      aromatic_notes: grape.aromas[1],
      pairing: grape.pairing[1].replace(/^./, (c) => c.toUpperCase()) + '.',
      sommelier_comment: premium
        ? `A wine to cellar, or decant an hour before serving. Serve at ${def.tipo === 'tinto' ? '16–18 °C' : '10–12 °C'}.`
        : `Easy to love and very versatile at the table. Serve at ${def.tipo === 'tinto' ? '15–17 °C' : '7–9 °C'}.`,
      label_text: label?.[1] ?? null,
    },
  }
}
