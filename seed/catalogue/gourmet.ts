import { rng, shelfPrice, slugify, type SeedFormat, type SeedProduct } from './util.ts'

type Mode = 'weight' | 'weight+unit' | 'unit-format' | 'sku'
// [tipo, name, brand, country, mode, price (per 100 g for weight modes, per unit otherwise), grams (unit/whole piece), cheese type, milk, es note, en note]
type Def = [string, string, string, string, Mode, number, number, string | null, string | null, string, string]

const DEFS: Def[] = [
  // French cheeses (tipo_queso facet; spec §2 "French cheeses")
  ['quesos', 'Brie de Meaux AOP', 'Fromagerie de Coulommiers', 'francia', 'weight', 4990, 0, 'pasta-blanda', 'vaca', 'corteza florida, interior cremoso con notas de champiñón', 'bloomy rind, creamy paste with mushroom notes'],
  ['quesos', 'Camembert de Normandie AOP', 'Fromagerie du Pays d’Auge', 'francia', 'unit-format', 11990, 250, 'pasta-blanda', 'vaca', 'leche cruda, aroma a mantequilla y hongos', 'raw milk, butter and mushroom aromas'],
  ['quesos', 'Comté AOP 18 meses', 'Fruitière du Jura', 'francia', 'weight+unit', 5990, 1000, 'pasta-dura', 'vaca', 'avellana tostada, caramelo y cristales de sal', 'toasted hazelnut, caramel and salt crystals'],
  ['quesos', 'Roquefort AOP', 'Caves de Combalou', 'francia', 'weight', 6490, 0, 'azul', 'oveja', 'vetas azules intensas, salino y cremoso', 'intense blue veins, salty and creamy'],
  ['quesos', 'Reblochon de Savoie AOP', 'Ferme des Aravis', 'francia', 'unit-format', 16990, 450, 'corteza-lavada', 'vaca', 'suave y untuoso, ideal para tartiflette', 'soft and unctuous, made for tartiflette'],
  ['quesos', 'Époisses de Bourgogne AOP', 'Fromagerie Berthaut-Gevrey', 'francia', 'unit-format', 18990, 250, 'corteza-lavada', 'vaca', 'corteza lavada con marc de Borgoña, intenso', 'rind washed in Burgundy marc, intense'],
  ['quesos', 'Morbier AOP', 'Fruitière du Haut-Doubs', 'francia', 'weight', 4490, 0, 'pasta-prensada', 'vaca', 'línea de ceniza vegetal, suave y lácteo', 'line of vegetable ash, mild and milky'],
  ['quesos', 'Tomme de Savoie IGP', 'Coopérative des Bauges', 'francia', 'weight', 3990, 0, 'pasta-prensada', 'vaca', 'rústico, notas de bodega y hierba', 'rustic, cellar and grass notes'],
  ['quesos', 'Saint-Nectaire AOP', 'Ferme des Monts Dore', 'francia', 'weight+unit', 4790, 1700, 'pasta-prensada', 'vaca', 'aroma a heno y nuez', 'hay and walnut aromas'],
  ['quesos', 'Crottin de Chavignol AOP', 'Chèvrerie de Sancerre', 'francia', 'unit-format', 6990, 60, 'cabra', 'cabra', 'pequeño queso de cabra, láctico y mineral', 'small goat cheese, lactic and mineral'],
  ['quesos', 'Valençay AOP', 'Chèvrerie du Berry', 'francia', 'unit-format', 13990, 220, 'cabra', 'cabra', 'pirámide con ceniza, fresco y avellanado', 'ash-coated pyramid, fresh and nutty'],
  ['quesos', 'Munster AOP', 'Marcairie des Vosges', 'francia', 'weight', 4990, 0, 'corteza-lavada', 'vaca', 'potente en nariz, dulce en boca', 'pungent nose, sweet palate'],
  ['quesos', 'Pont-l’Évêque AOP', 'Fromagerie du Pays d’Auge', 'francia', 'unit-format', 14990, 350, 'corteza-lavada', 'vaca', 'cuadrado normando, cremoso y lácteo', 'Normandy square, creamy and milky'],
  ['quesos', 'Beaufort d’Été AOP', 'Coopérative du Beaufortain', 'francia', 'weight', 6990, 0, 'pasta-dura', 'vaca', 'leche de verano de alpage, floral y afrutado', 'summer alpine milk, floral and fruity'],
  ['quesos', 'Mimolette Extra Vieille', 'Affineur de Lille', 'francia', 'weight', 5290, 0, 'pasta-dura', 'vaca', 'naranja intenso, notas de caramelo', 'deep orange, caramel notes'],
  // Other cheeses
  ['quesos', 'Manchego Curado DOP', 'Quesería La Mancha Alta', 'espana', 'weight+unit', 3990, 3000, 'pasta-dura', 'oveja', 'curado 9 meses, notas de frutos secos', 'aged 9 months, nutty notes'],
  ['quesos', 'Parmigiano Reggiano DOP 24 meses', 'Caseificio Val d’Enza', 'italia', 'weight', 4490, 0, 'pasta-dura', 'vaca', 'granuloso, umami y frutos secos', 'crystalline, umami and nuts'],
  ['quesos', 'Gorgonzola Dolce DOP', 'Latteria di Novara', 'italia', 'weight', 3790, 0, 'azul', 'vaca', 'azul dulce y cremoso', 'sweet, creamy blue'],
  ['quesos', 'Pecorino Romano DOP', 'Caseificio Sardo', 'italia', 'weight', 3490, 0, 'pasta-dura', 'oveja', 'salino y picante', 'salty and sharp'],
  ['quesos', 'Gouda Añejo 24 meses', 'Kaasboerderij Alkmaar', 'holanda', 'weight', 3690, 0, 'pasta-dura', 'vaca', 'caramelo, mantequilla tostada', 'caramel, brown butter'],
  ['quesos', 'Queso de Cabra del Limarí', 'Quesería Fray Jorge', 'chile', 'weight', 2490, 0, 'cabra', 'cabra', 'fresco, cítrico y suave', 'fresh, citrusy and mild'],
  ['quesos', 'Queso Mantecoso de Chiloé', 'Lechería Castro', 'chile', 'weight+unit', 1690, 900, 'pasta-blanda', 'vaca', 'mantecoso, lácteo y suave', 'buttery, milky and mild'],
  ['quesos', 'Queso de Oveja Patagónico', 'Estancia Río Verde', 'chile', 'weight', 3290, 0, 'pasta-prensada', 'oveja', 'madurado 6 meses, notas de pradera', 'aged 6 months, meadow notes'],
  ['quesos', 'Queso Azul de Osorno', 'Lácteos del Sur', 'chile', 'weight', 2190, 0, 'azul', 'vaca', 'azul intenso de la zona sur', 'intense blue from the south'],
  ['quesos', 'Burrata Fresca', 'Caseificio Pugliese', 'italia', 'unit-format', 7990, 250, 'fresco', 'vaca', 'corazón de stracciatella cremosa', 'heart of creamy stracciatella'],
  ['quesos', 'Halloumi a la Parrilla', 'Quesería Mediterránea', 'grecia', 'unit-format', 6490, 225, 'fresco', 'mixta', 'queso para asar, salino', 'grilling cheese, salty'],
  // Charcuterie
  ['charcuteria', 'Jamón Ibérico de Bellota', 'Dehesa de Extremadura', 'espana', 'weight', 14990, 0, null, null, 'cerdo ibérico de bellota, 36 meses de curación', 'acorn-fed Iberian pork, cured 36 months'],
  ['charcuteria', 'Jamón Serrano Gran Reserva', 'Secaderos de Teruel', 'espana', 'weight', 4990, 0, null, null, 'curado 18 meses en altura', 'cured 18 months at altitude'],
  ['charcuteria', 'Prosciutto di Parma DOP', 'Salumificio Langhirano', 'italia', 'weight', 6990, 0, null, null, 'dulce y delicado, 24 meses', 'sweet and delicate, 24 months'],
  ['charcuteria', 'Salame Milano', 'Salumeria Lombarda', 'italia', 'weight+unit', 3490, 400, null, null, 'grano fino, pimienta y ajo suave', 'fine grain, pepper and mild garlic'],
  ['charcuteria', 'Chorizo Ibérico Cular', 'Dehesa de Extremadura', 'espana', 'weight', 3990, 0, null, null, 'pimentón de la Vera y ajo', 'La Vera paprika and garlic'],
  ['charcuteria', 'Lomo Embuchado Ibérico', 'Dehesa de Extremadura', 'espana', 'weight', 8990, 0, null, null, 'lomo curado con pimentón', 'paprika-cured loin'],
  ['charcuteria', 'Bresaola della Valtellina IGP', 'Salumificio Sondrio', 'italia', 'weight', 7490, 0, null, null, 'vacuno curado, magro y aromático', 'lean, aromatic cured beef'],
  ['charcuteria', 'Coppa Piacentina DOP', 'Salumificio Emiliano', 'italia', 'weight', 5490, 0, null, null, 'cuello de cerdo curado con especias', 'spiced cured pork neck'],
  ['charcuteria', 'Saucisson Sec aux Noix', 'Charcuterie d’Auvergne', 'francia', 'unit-format', 8990, 250, null, null, 'salchichón seco con nueces', 'dry sausage with walnuts'],
  ['charcuteria', 'Jamón Serrano de Capitán Pastene', 'Ahumados Pastene', 'chile', 'weight', 3290, 0, null, null, 'receta italiana de La Araucanía', 'Italian recipe from La Araucanía'],
  ['charcuteria', 'Pâté de Campagne', 'Maison Périgord', 'francia', 'sku', 6990, 180, null, null, 'paté rústico de cerdo y pimienta', 'rustic pork and pepper pâté'],
  ['charcuteria', 'Foie Gras de Canard Entier', 'Maison Périgord', 'francia', 'sku', 29990, 130, null, null, 'foie gras de pato entero', 'whole duck foie gras'],
  ['charcuteria', 'Longaniza de Chillán Artesanal', 'Cecinas Ñuble', 'chile', 'unit-format', 5990, 500, null, null, 'longaniza ahumada tradicional', 'traditional smoked sausage'],
  ['charcuteria', 'Salmón Ahumado en Frío', 'Ahumadora Puerto Montt', 'chile', 'weight', 4490, 0, null, null, 'salmón del sur ahumado con leña de manzano', 'southern salmon smoked over apple wood'],
  // Olive oils
  ['aceites', 'Aceite de Oliva Extra Virgen Arbequina', 'Olivares del Huasco', 'chile', 'sku', 8990, 500, null, null, 'frutado verde, almendra y tomate', 'green fruit, almond and tomato'],
  ['aceites', 'Aceite de Oliva Extra Virgen Coratina', 'Olivares del Huasco', 'chile', 'sku', 10990, 500, null, null, 'intenso, amargo y picante', 'intense, bitter and peppery'],
  ['aceites', 'Aceite de Oliva Blend Premium', 'Olivos de Colchagua', 'chile', 'sku', 9490, 500, null, null, 'equilibrado, hierba fresca', 'balanced, fresh grass'],
  ['aceites', 'Aceite de Oliva Picual', 'Almazara de Jaén', 'espana', 'sku', 12990, 500, null, null, 'hoja de olivo y tomatera', 'olive leaf and tomato plant'],
  ['aceites', 'Olio Extra Vergine Toscano IGP', 'Frantoio Chianti', 'italia', 'sku', 16990, 500, null, null, 'alcachofa y pimienta', 'artichoke and pepper'],
  ['aceites', 'Aceite de Oliva con Limón de Pica', 'Olivares del Huasco', 'chile', 'sku', 7990, 250, null, null, 'infusionado con limón de Pica', 'infused with Pica lemon'],
  ['aceites', 'Aceite de Palta Extra Virgen', 'Paltas de Quillota', 'chile', 'sku', 8490, 500, null, null, 'suave, ideal para cocinar', 'mild, great for cooking'],
  ['aceites', 'Vinagre Balsámico de Módena IGP', 'Acetaia Estense', 'italia', 'sku', 11990, 250, null, null, 'añejado en barricas de madera', 'aged in wooden casks'],
  ['aceites', 'Aceto Balsamico Tradizionale DOP 12 anni', 'Acetaia Estense', 'italia', 'sku', 49990, 100, null, null, 'denso, dulce y complejo', 'dense, sweet and complex'],
  ['aceites', 'Aceite de Oliva en Lata Familiar', 'Olivos de Colchagua', 'chile', 'sku', 24990, 3000, null, null, 'formato familiar de 3 litros', 'family-size 3-litre tin'],
  // Chocolates
  ['chocolates', 'Chocolate Amargo 70% Cacao', 'Chocolatería Puerto Varas', 'chile', 'sku', 4990, 100, null, null, 'cacao ecuatoriano, notas frutales', 'Ecuadorian cocoa, fruity notes'],
  ['chocolates', 'Chocolate de Leche con Maqui', 'Chocolatería Puerto Varas', 'chile', 'sku', 4490, 100, null, null, 'leche y frutos de maqui', 'milk chocolate with maqui berries'],
  ['chocolates', 'Bombones Surtidos de Vino', 'Chocolatería Puerto Varas', 'chile', 'sku', 14990, 250, null, null, 'rellenos de Carménère y Sauvignon Blanc', 'filled with Carménère and Sauvignon Blanc'],
  ['chocolates', 'Trufas de Chocolate Belga', 'Maison Bruxelloise', 'belgica', 'sku', 17990, 200, null, null, 'trufas cubiertas en cacao', 'cocoa-dusted truffles'],
  ['chocolates', 'Chocolate Blanco con Pistacho', 'Maison Bruxelloise', 'belgica', 'sku', 5990, 100, null, null, 'pistachos de Sicilia', 'Sicilian pistachios'],
  ['chocolates', 'Chocolate 85% con Sal de Cáhuil', 'Cacao Austral', 'chile', 'sku', 5490, 100, null, null, 'sal de mar de Cáhuil', 'Cáhuil sea salt'],
  ['chocolates', 'Almendras Bañadas en Chocolate', 'Cacao Austral', 'chile', 'weight', 2990, 0, null, null, 'almendras tostadas y chocolate amargo', 'toasted almonds and dark chocolate'],
  ['chocolates', 'Calugas de Manjar Artesanales', 'Dulcería La Ligua', 'chile', 'unit-format', 3990, 200, null, null, 'caramelos blandos de manjar', 'soft dulce de leche caramels'],
  ['chocolates', 'Gianduja Torinese', 'Cioccolateria Piemonte', 'italia', 'sku', 8990, 150, null, null, 'avellanas del Piamonte', 'Piedmont hazelnuts'],
  ['chocolates', 'Chocolate Caliente Artesanal', 'Cacao Austral', 'chile', 'sku', 6990, 250, null, null, 'para preparar en leche', 'to make with milk'],
  // Preserves and pantry
  ['conservas', 'Aceitunas de Azapa', 'Olivares de Arica', 'chile', 'weight', 990, 0, null, null, 'aceitunas moradas del valle de Azapa', 'purple olives from the Azapa valley'],
  ['conservas', 'Pimientos del Piquillo de Lodosa DOP', 'Conservas Navarra', 'espana', 'sku', 6990, 250, null, null, 'asados a la leña', 'wood-roasted'],
  ['conservas', 'Anchoas del Cantábrico', 'Conservas Santoña', 'espana', 'sku', 12990, 100, null, null, 'en aceite de oliva', 'in olive oil'],
  ['conservas', 'Machas al Natural', 'Conservas Caleta Quintay', 'chile', 'sku', 5990, 190, null, null, 'machas del Pacífico', 'Pacific razor clams'],
  ['conservas', 'Tomates Secos en Aceite', 'Huerto Limache', 'chile', 'sku', 4990, 280, null, null, 'tomates de Limache secados al sol', 'sun-dried Limache tomatoes'],
  ['conservas', 'Alcaparras de Pantelleria IGP', 'Conserve Siciliane', 'italia', 'sku', 6490, 100, null, null, 'en sal marina', 'in sea salt'],
  ['conservas', 'Pesto Genovese DOP', 'Conserve Liguri', 'italia', 'sku', 7990, 180, null, null, 'albahaca genovesa y piñones', 'Genoese basil and pine nuts'],
  ['conservas', 'Merkén Ahumado', 'Especias Mapuche', 'chile', 'sku', 3490, 80, null, null, 'ají cacho de cabra ahumado', 'smoked goat-horn chilli'],
  // Nuts and dried fruit
  ['frutos-secos', 'Nueces Chandler Mariposa', 'Nogales de Paine', 'chile', 'weight', 1490, 0, null, null, 'nueces extra light', 'extra light walnuts'],
  ['frutos-secos', 'Almendras Tostadas con Sal', 'Nogales de Paine', 'chile', 'weight', 1790, 0, null, null, 'almendras de Buin tostadas', 'roasted almonds from Buin'],
  ['frutos-secos', 'Pistachos Tostados', 'Frutos del Mediterráneo', 'grecia', 'weight', 2990, 0, null, null, 'pistachos de Egina', 'Aegina pistachios'],
  ['frutos-secos', 'Mix de Frutos Secos Premium', 'Nogales de Paine', 'chile', 'weight+unit', 1990, 1000, null, null, 'nueces, almendras, castañas de cajú y pasas', 'walnuts, almonds, cashews and raisins'],
  ['frutos-secos', 'Huesillos de Aconcagua', 'Frutos del Valle', 'chile', 'weight', 1190, 0, null, null, 'duraznos deshidratados', 'dried peaches'],
  ['frutos-secos', 'Higos Secos de Esmirna', 'Frutos del Mediterráneo', 'grecia', 'weight', 1890, 0, null, null, 'higos secados al sol', 'sun-dried figs'],
  // Sweets and spreads
  ['dulces', 'Miel de Ulmo', 'Apícola Valdivia', 'chile', 'sku', 7990, 500, null, null, 'miel cremosa de bosque nativo', 'creamy honey from native forest'],
  ['dulces', 'Mermelada de Murta', 'Dulces de Chiloé', 'chile', 'sku', 4990, 250, null, null, 'murta del sur, poco azúcar', 'southern murta berry, low sugar'],
  ['dulces', 'Confitura de Higos para Quesos', 'Maison Provençale', 'francia', 'sku', 6990, 220, null, null, 'perfecta con quesos azules', 'perfect with blue cheeses'],
  ['dulces', 'Manjar de Campo', 'Dulcería La Ligua', 'chile', 'sku', 3990, 400, null, null, 'dulce de leche tradicional', 'traditional dulce de leche'],
  ['dulces', 'Membrillo Artesanal', 'Frutos del Valle', 'chile', 'weight', 990, 0, null, null, 'dulce de membrillo para quesos', 'quince paste for cheeses'],
  ['dulces', 'Galletas de Mantequilla Bretonas', 'Biscuiterie de Pont-Aven', 'francia', 'sku', 5490, 250, null, null, 'con mantequilla salada', 'with salted butter'],
]

const TIPO_TEXT: Record<string, [es: string, en: string]> = {
  quesos: ['Queso', 'Cheese'], charcuteria: ['Charcutería', 'Charcuterie'], aceites: ['Aceites y vinagres', 'Oils and vinegars'],
  chocolates: ['Chocolates y dulces', 'Chocolates and sweets'], conservas: ['Conservas', 'Preserves'],
  'frutos-secos': ['Frutos secos', 'Nuts and dried fruit'], dulces: ['Dulces y untables', 'Sweets and spreads'],
}
const PAIR: Record<string, [es: string, en: string]> = {
  quesos: ['Con un blanco con cuerpo o un tinto ligero; pan de masa madre y membrillo.', 'With a full white or a light red; sourdough bread and quince paste.'],
  charcuteria: ['Con espumantes, rosados o tintos jóvenes.', 'With sparkling wines, rosés or young reds.'],
  aceites: ['Sobre pan tostado, ensaladas y pescados a la plancha.', 'On toast, salads and grilled fish.'],
  chocolates: ['Con un Oporto, un Pedro Ximénez o un ron añejo.', 'With Port, Pedro Ximénez or an aged rum.'],
  conservas: ['Como aperitivo con un blanco fresco o un fino.', 'As an appetiser with a crisp white or a fino.'],
  'frutos-secos': ['Para la tabla de quesos o con un espumante.', 'For the cheese board or with sparkling wine.'],
  dulces: ['Con quesos maduros y vinos dulces.', 'With aged cheeses and sweet wines.'],
}
const WEIGHTS: number[][] = [[100, 200, 500], [150, 250, 500], [250, 500, 1000], [100, 250]]

/** 80 gourmet products: by-weight formats (stepper), unit-sales formats (counter) and products with their own sku. */
export function buildGourmet(countries: Record<string, [string, string]>): SeedProduct[] {
  const r = rng(777)
  return DEFS.map(([tipo, name, brand, country, mode, price, grams, cheese, milk, noteEs, noteEn], i) => {
    const slug = slugify(name)
    const code = `G-${String(i + 1).padStart(3, '0')}`
    const allOut = r.chance(0.07)
    let formats: SeedFormat[] | undefined
    let sku: string | null = null
    let productPrice: number
    let productRef: number | null
    let stock = 0
    const offer = r.chance(0.16) ? r.pick([10, 15, 20]) : 0
    if (mode === 'sku') {
      sku = code
      productPrice = shelfPrice(price * (1 - offer / 100))
      productRef = offer ? price : null
      stock = allOut ? 0 : r.int(3, 80)
    } else {
      const steps = mode === 'unit-format' ? [] : r.pick(WEIGHTS)
      formats = steps.map((g, k) => {
        const list = shelfPrice((price * g) / 100 * (1 - k * 0.04))
        return {
          sku: `${code}-${g}G`,
          grams: g,
          price: offer ? shelfPrice(list * (1 - offer / 100)) : list,
          reference_price: offer ? list : null,
          stock: allOut || r.chance(0.1) ? 0 : r.int(2, 40),
          is_unit_sales: 0,
          label: 0, label_text: null, label_text_en: null,
          sort_order: k,
        }
      })
      if (mode === 'unit-format' || mode === 'weight+unit') {
        const whole = mode === 'unit-format' ? price : shelfPrice((price * grams) / 100 * 0.85)
        formats.push({
          sku: `${code}-UN`,
          grams,
          price: offer ? shelfPrice(whole * (1 - offer / 100)) : whole,
          reference_price: offer ? whole : null,
          stock: allOut ? 0 : r.int(1, 25),
          is_unit_sales: 1,
          label: mode === 'weight+unit' ? 1 : 0,
          label_text: mode === 'weight+unit' ? 'Pieza entera' : null,
          label_text_en: mode === 'weight+unit' ? 'Whole piece' : null,
          sort_order: formats.length,
        })
      }
      productPrice = formats[0]!.price
      productRef = formats[0]!.reference_price
    }
    const [tEs, tEn] = TIPO_TEXT[tipo]!
    const [cEs, cEn] = countries[country]!
    const [pEs, pEn] = PAIR[tipo]!
    const label: [string, string] | null = offer ? [`-${offer}%`, `-${offer}%`] : r.chance(0.1) ? ['Nuevo', 'New'] : null
    const milkEs = milk ? ` Leche de ${milk === 'mixta' ? 'vaca y oveja' : milk}.` : ''
    const milkEn = milk ? ` ${milk === 'vaca' ? 'Cow' : milk === 'cabra' ? 'Goat' : milk === 'oveja' ? 'Sheep' : 'Cow and sheep'}'s milk.` : ''
    return {
      product_type: 'App\\Models\\GourmetProduct' as const,
      sku,
      slug,
      name,
      name_card: name,
      brand,
      year: null,
      price: productPrice,
      reference_price: productRef,
      stock,
      label: label ? 1 : 0,
      label_text: label?.[0] ?? null,
      tipo,
      country,
      region: null,
      denomination: /\b(AOP|DOP|IGP|IGT)\b/.exec(name)?.[0] ?? null,
      variety: null, strains: null, vineyard: null, volume_ml: null, alcohol: null,
      body: null, acidity: null, sweetness: null, freshness: null, guarda_years: null, aromatic_family: null, scores: null,
      sale_unit: 'unit' as const, units_per_box: null,
      cheese_type: cheese,
      milk,
      weight_grams: mode === 'sku' ? grams : null,
      age_days: r.int(0, 720),
      categories: [cheese && country === 'francia' ? 'quesos-franceses' : null, tipo === 'charcuteria' || tipo === 'quesos' ? 'para-picotear' : null, r.chance(0.1) ? 'navidad' : null].filter((c): c is string => c !== null),
      formats,
      es: {
        description: `${tEs} de ${cEs}: ${name}, de ${brand}. ${noteEs.replace(/^./, (c) => c.toUpperCase())}.${milkEs}`,
        description_card: `${noteEs.replace(/^./, (c) => c.toUpperCase())}`,
        tasting_notes: noteEs.replace(/^./, (c) => c.toUpperCase()) + '.',
        aromatic_notes: null,
        pairing: pEs,
        sommelier_comment: tipo === 'quesos' ? 'Sácalo del refrigerador 30 minutos antes de servir.' : null,
        label_text: label?.[0] ?? null,
      },
      en: {
        description: `${tEn} from ${cEn}: ${name}, by ${brand}. ${noteEn.replace(/^./, (c) => c.toUpperCase())}.${milkEn}`,
        description_card: `${noteEn.replace(/^./, (c) => c.toUpperCase())}`,
        tasting_notes: noteEn.replace(/^./, (c) => c.toUpperCase()) + '.',
        aromatic_notes: null,
        pairing: pEn,
        sommelier_comment: tipo === 'quesos' ? 'Take it out of the fridge 30 minutes before serving.' : null,
        label_text: label?.[1] ?? null,
      },
    }
  })
}
