import { rng, shelfPrice, slugify, type SeedProduct } from './util.ts'

// [tipo, theme (es), theme (en, for reference: names are not translated), content filter, second filter]
type Filter = (p: SeedProduct) => boolean
type Def = [string, string, string, Filter, Filter?]

const wine = (p: SeedProduct) => p.product_type === 'App\\Models\\Wine' && p.stock > 0
const DEFS: Def[] = [
  [
    'tintos',
    'Carménère de Colchagua',
    'Colchagua Carménère',
    (p) => wine(p) && p.variety === 'Carménère' && p.region === 'Valle de Colchagua',
  ],
  [
    'tintos',
    'Cabernet del Maipo',
    'Maipo Cabernet',
    (p) => wine(p) && p.variety === 'Cabernet Sauvignon' && p.region === 'Valle del Maipo',
  ],
  [
    'tintos',
    'Secano del Maule e Itata',
    'Maule and Itata Dry-Farmed',
    (p) => wine(p) && (p.region === 'Valle del Maule' || p.region === 'Valle del Itata') && p.tipo === 'tinto',
  ],
  [
    'tintos',
    'Pinot Noir Costeros',
    'Coastal Pinot Noir',
    (p) => wine(p) && p.variety === 'Pinot Noir' && p.country === 'chile',
  ],
  ['tintos', 'Syrah de Chile', 'Chilean Syrah', (p) => wine(p) && p.variety === 'Syrah' && p.country === 'chile'],
  [
    'tintos',
    'Malbec Argentino',
    'Argentine Malbec',
    (p) => wine(p) && p.variety === 'Malbec' && p.country === 'argentina',
  ],
  ['tintos', 'España Clásica', 'Classic Spain', (p) => wine(p) && p.country === 'espana' && p.tipo === 'tinto'],
  ['tintos', 'Italia en la Mesa', 'Italy at the Table', (p) => wine(p) && p.country === 'italia' && p.tipo === 'tinto'],
  [
    'blancos',
    'Sauvignon Blanc de la Costa',
    'Coastal Sauvignon Blanc',
    (p) => wine(p) && p.variety === 'Sauvignon Blanc' && p.country === 'chile',
  ],
  [
    'blancos',
    'Blancos del Mundo',
    'Whites of the World',
    (p) => wine(p) && p.tipo === 'blanco' && p.country !== 'chile',
  ],
  ['blancos', 'Verano Rosado', 'Summer Rosé', (p) => wine(p) && p.tipo === 'rosado'],
  [
    'espumantes',
    'Burbujas para Celebrar',
    'Bubbles to Celebrate',
    (p) => wine(p) && p.tipo === 'espumante' && p.price < 30000,
  ],
  ['espumantes', 'Champagne', 'Champagne', (p) => wine(p) && p.tipo === 'espumante' && p.region === 'Champaña'],
  ['premium', 'Grandes de Burdeos', 'Great Bordeaux', (p) => wine(p) && p.region === 'Burdeos' && p.tipo === 'tinto'],
  ['premium', 'Íconos de Chile', 'Chilean Icons', (p) => wine(p) && p.country === 'chile' && p.price >= 30000],
  ['premium', 'Borgoña', 'Burgundy', (p) => wine(p) && p.region === 'Borgoña'],
  ['mixta', 'Descubre Francia', 'Discover France', (p) => wine(p) && p.country === 'francia' && p.price < 40000],
  ['mixta', 'Vuelta al Mundo', 'Around the World', (p) => wine(p) && p.country !== 'chile' && p.price < 30000],
  [
    'gourmet',
    'Quesos Franceses y Tinto',
    'French Cheeses and Red',
    (p) => p.cheese_type !== null && p.country === 'francia' && p.formats?.some((f) => f.stock > 0) === true,
    (p) => wine(p) && p.country === 'francia' && p.tipo === 'tinto',
  ],
  [
    'gourmet',
    'Picoteo Chileno',
    'Chilean Sharing Board',
    (p) =>
      p.product_type === 'App\\Models\\GourmetProduct' &&
      p.country === 'chile' &&
      (p.stock > 0 || p.formats?.some((f) => f.stock > 0) === true),
    (p) => wine(p) && p.variety === 'Carménère',
  ],
]

/**
 * 40 gift boxes: each theme in a 3-item and a 6-item size, priced below the sum of their contents. The 6-item box
 * holds the 3-item one's products and three more, and never costs less than it (an offer on the larger box that
 * would take it under the smaller one is not made).
 */
export function buildBoxes(all: SeedProduct[]): SeedProduct[] {
  const r = rng(99)
  const out: SeedProduct[] = []
  for (const [tipo, nameEs, , filter, second] of DEFS) {
    let smaller: { contents: SeedProduct[]; price: number } | null = null
    for (const size of [3, 6]) {
      const pool = all.filter(filter)
      const extra = second ? all.filter(second) : []
      const contents: SeedProduct[] = smaller ? [...smaller.contents] : []
      const start = r.int(0, 997)
      for (let k = 0; contents.length < size && k < size * 6; k++) {
        const source = second && contents.length % 2 === 1 && extra.length ? extra : pool
        if (!source.length) break
        const pick = source[(start + k) % source.length]!
        if (!contents.includes(pick)) contents.push(pick)
      }
      const sum = contents.reduce((s, p) => s + p.price, 0)
      const list = shelfPrice(sum * 0.92 + 4990)
      const drawn = r.chance(0.2) ? r.pick([10, 15]) : 0
      const offered = drawn ? shelfPrice(list * (1 - drawn / 100)) : list
      const offer: number = smaller && offered <= smaller.price ? 0 : drawn
      const price: number = offer ? offered : list
      smaller = { contents, price }
      const name = `Caja ${nameEs} · ${contents.length} ${contents.length === 1 ? 'producto' : 'productos'}`
      const slug = slugify(`caja ${nameEs} ${size}`)
      const listEs = contents.map((p) => p.name).join(', ')
      out.push({
        product_type: 'App\\Models\\Box',
        sku: `B-${slugify(nameEs).toUpperCase().slice(0, 20)}-${size}`,
        slug,
        name,
        name_card: `Caja ${nameEs}`,
        brand: 'Vinoteca Andes',
        year: null,
        price,
        reference_price: offer ? list : null,
        stock: r.chance(0.08) ? 0 : r.int(1, 25),
        label: offer ? 1 : size === 6 ? 1 : 0,
        label_text: offer ? `-${offer}%` : size === 6 ? 'Regalo ideal' : null,
        tipo,
        country: null,
        region: null,
        denomination: null,
        variety: null,
        strains: null,
        vineyard: null,
        volume_ml: null,
        alcohol: null,
        body: null,
        acidity: null,
        sweetness: null,
        freshness: null,
        guarda_years: null,
        aromatic_family: null,
        scores: null,
        sale_unit: 'box',
        units_per_box: contents.length,
        cheese_type: null,
        milk: null,
        weight_grams: null,
        age_days: r.int(0, 400),
        categories: [
          'regalos',
          tipo === 'premium' || size === 6 ? 'regalos-corporativos' : null,
          r.chance(0.3) ? 'navidad' : null,
        ].filter((c): c is string => c !== null),
        contents: contents.map((p) => ({ slug: p.slug, qty: 1 })),
        es: {
          description: `Caja de regalo con ${contents.length} productos seleccionados por nuestro sommelier: ${listEs}. Incluye caja de madera y tarjeta de saludo.`,
          description_card: `${contents.length} productos · caja de madera`,
          tasting_notes: null,
          aromatic_notes: null,
          pairing: tipo === 'gourmet' ? 'Lista para compartir: abre, sirve y disfruta.' : null,
          sommelier_comment: 'Una selección pensada para regalar y descubrir.',
          label_text: offer ? `-${offer}%` : size === 6 ? 'Regalo ideal' : null,
        },
        en: {
          description: `Gift box with ${contents.length} products chosen by our sommelier: ${listEs}. Comes in a wooden case with a greeting card.`,
          description_card: `${contents.length} products · wooden case`,
          tasting_notes: null,
          aromatic_notes: null,
          pairing: tipo === 'gourmet' ? 'Ready to share: open, serve and enjoy.' : null,
          sommelier_comment: 'A selection made for gifting and discovering.',
          label_text: offer ? `-${offer}%` : size === 6 ? 'Perfect gift' : null,
        },
      })
    }
  }
  return out
}
