import { offerAndLabel, rng, shelfPrice, slugify, type SeedProduct } from './util.ts'

// [tipo, brand, name (style), country, region, abv, ml, base price, years aged (0 = none)]
type Def = [string, string, string, string, string, number, number, number, number]

const DEFS: Def[] = [
  ['pisco', 'Pisco Cerro Tololo', 'Reservado 35°', 'chile', 'Valle del Elqui', 35, 750, 6990, 0],
  ['pisco', 'Pisco Cerro Tololo', 'Gran Pisco 40°', 'chile', 'Valle del Elqui', 40, 750, 10990, 1],
  ['pisco', 'Pisco Cerro Tololo', 'Moscatel de Alejandría 40°', 'chile', 'Valle del Elqui', 40, 750, 12990, 0],
  ['pisco', 'Pisco Montegrande', 'Transparente 40°', 'chile', 'Valle del Elqui', 40, 750, 11990, 0],
  ['pisco', 'Pisco Montegrande', 'Envejecido en Roble 46°', 'chile', 'Valle del Elqui', 46, 700, 19990, 3],
  ['pisco', 'Pisco Monte Patria', 'Especial 35°', 'chile', 'Valle del Limarí', 35, 1000, 7490, 0],
  ['pisco', 'Pisco Monte Patria', 'Reserva Limarí 40°', 'chile', 'Valle del Limarí', 40, 750, 13990, 2],
  ['pisco', 'Pisco Huamanga', 'Quebranta Puro', 'peru', 'Ica', 42, 700, 17990, 0],
  ['pisco', 'Pisco Huamanga', 'Acholado', 'peru', 'Ica', 42, 700, 18990, 0],
  ['pisco', 'Pisco Huamanga', 'Mosto Verde Italia', 'peru', 'Ica', 42, 700, 26990, 0],
  ['whisky', 'Glen Ardcraig', '12 Years Single Malt', 'escocia', 'Speyside', 40, 700, 39990, 12],
  ['whisky', 'Glen Ardcraig', '18 Years Single Malt', 'escocia', 'Speyside', 43, 700, 99990, 18],
  ['whisky', 'Port Ellen Moss', '10 Years Islay Single Malt', 'escocia', 'Islay', 46, 700, 54990, 10],
  ['whisky', 'Port Ellen Moss', 'Cask Strength', 'escocia', 'Islay', 57.1, 700, 89990, 12],
  ['whisky', 'Ben Craigie', 'Highland 15 Years', 'escocia', 'Highlands', 43, 700, 64990, 15],
  ['whisky', 'Royal Thistle', 'Blended Scotch 12', 'escocia', 'Lowlands', 40, 750, 24990, 12],
  ['whisky', 'Royal Thistle', 'Blended Scotch Reserve', 'escocia', 'Lowlands', 40, 1000, 18990, 0],
  ['whisky', 'Clonmore', 'Triple Distilled Irish', 'irlanda', 'Cork', 40, 700, 26990, 0],
  ['whisky', 'Clonmore', 'Single Pot Still', 'irlanda', 'Cork', 43, 700, 49990, 0],
  ['whisky', 'Hakuyo', 'Japanese Blended', 'japon', 'Yamanashi', 43, 700, 59990, 0],
  ['whisky', 'Hakuyo', 'Single Malt Mizunara', 'japon', 'Yamanashi', 46, 700, 129990, 12],
  ['whisky', 'Old Bardstown Creek', 'Kentucky Straight Bourbon', 'estados-unidos', 'Kentucky', 45, 750, 32990, 4],
  ['whisky', 'Old Bardstown Creek', 'Small Batch Rye', 'estados-unidos', 'Kentucky', 50, 750, 39990, 6],
  ['gin', 'Gin Isla Negra', 'London Dry con Algas', 'chile', 'Litoral Central', 42, 700, 24990, 0],
  ['gin', 'Gin Isla Negra', 'Rosé de Maqui', 'chile', 'Litoral Central', 40, 700, 26990, 0],
  ['gin', 'Gin Patagonia Austral', 'Calafate y Ciprés', 'chile', 'Patagonia', 43, 700, 29990, 0],
  ['gin', 'Kingsbridge', 'London Dry Gin', 'inglaterra', 'Londres', 43, 700, 21990, 0],
  ['gin', 'Kingsbridge', 'Navy Strength', 'inglaterra', 'Londres', 57, 700, 34990, 0],
  ['gin', 'Mare Nostrum', 'Gin Mediterráneo', 'espana', 'Cataluña', 42.7, 700, 32990, 0],
  ['gin', 'Amsterdammer', 'Oude Genever', 'holanda', 'Schiedam', 38, 700, 22990, 0],
  ['ron', 'Ron Malecón', 'Añejo 7 Años', 'cuba', 'La Habana', 40, 700, 18990, 7],
  ['ron', 'Ron Malecón', 'Blanco 3 Años', 'cuba', 'La Habana', 40, 700, 11990, 3],
  ['ron', 'Ron Diplomático Llanero', 'Reserva Exclusiva', 'venezuela', 'Lara', 40, 700, 29990, 12],
  ['ron', 'Zacapa Antigua', 'Solera 23', 'guatemala', 'Quetzaltenango', 40, 750, 44990, 23],
  ['ron', 'Blue Mountain Estate', 'Overproof White', 'jamaica', 'Clarendon', 63, 700, 24990, 0],
  ['ron', 'Blue Mountain Estate', 'Dark Rum 8', 'jamaica', 'Clarendon', 43, 700, 27990, 8],
  ['vodka', 'Volga Blanca', 'Vodka Premium', 'rusia', 'Moscú', 40, 750, 14990, 0],
  ['vodka', 'Zubrowa', 'Vodka de Trigo', 'polonia', 'Podlaquia', 40, 700, 19990, 0],
  ['vodka', 'Glaciar Austral', 'Vodka de Agua de Glaciar', 'chile', 'Patagonia', 40, 750, 16990, 0],
  ['tequila', 'Casa Agavera', 'Blanco 100% Agave', 'mexico', 'Jalisco', 38, 750, 24990, 0],
  ['tequila', 'Casa Agavera', 'Reposado', 'mexico', 'Jalisco', 38, 750, 29990, 0],
  ['tequila', 'Casa Agavera', 'Añejo', 'mexico', 'Jalisco', 38, 750, 44990, 1],
  ['mezcal', 'Mezcal Tierra Roja', 'Espadín Joven', 'mexico', 'Oaxaca', 45, 700, 36990, 0],
  ['mezcal', 'Mezcal Tierra Roja', 'Tobalá', 'mexico', 'Oaxaca', 47, 700, 64990, 0],
  ['cognac', 'Maison Delaroche', 'VS', 'francia', 'Cognac', 40, 700, 34990, 2],
  ['cognac', 'Maison Delaroche', 'VSOP', 'francia', 'Cognac', 40, 700, 54990, 4],
  ['cognac', 'Maison Delaroche', 'XO', 'francia', 'Cognac', 40, 700, 149990, 10],
  ['cognac', 'Armagnac Ténarèze', 'Bas-Armagnac 15 Ans', 'francia', 'Gascuña', 42, 700, 79990, 15],
  ['licor', 'Licores del Sur', 'Murtado Artesanal', 'chile', 'Araucanía', 28, 500, 12990, 0],
  ['licor', 'Licores del Sur', 'Licor de Maqui', 'chile', 'Araucanía', 25, 500, 13990, 0],
  ['licor', 'Amaro Siciliano', 'Amaro alle Erbe', 'italia', 'Sicilia', 30, 700, 24990, 0],
  ['licor', 'Limonceto', 'Limoncello di Sorrento', 'italia', 'Campania', 30, 700, 19990, 0],
  ['licor', 'Crème de Dijon', 'Crème de Cassis', 'francia', 'Borgoña', 20, 700, 21990, 0],
  ['licor', 'Chartreuse des Alpes', 'Liqueur Verte', 'francia', 'Isère', 55, 700, 54990, 0],
  ['licor', 'Absenta Helvética', 'Absinthe Verte', 'suiza', 'Val-de-Travers', 68, 700, 44990, 0],
  ['licor', 'Ouzo Egeo', 'Ouzo Tradicional', 'grecia', 'Lesbos', 40, 700, 17990, 0],
  ['licor', 'Café Bellavista', 'Licor de Café', 'mexico', 'Veracruz', 20, 700, 15990, 0],
  ['licor', 'Liège Abbaye', 'Elixir d’Anvers', 'belgica', 'Amberes', 37, 700, 32990, 0],
  ['whisky', 'Glen Ardcraig', '25 Years Rare Cask', 'escocia', 'Speyside', 46, 700, 299990, 25],
  ['gin', 'Gin Valle del Elqui', 'Gin de Pajarete', 'chile', 'Valle del Elqui', 41, 700, 27990, 0],
]

const TIPO_TEXT: Record<string, [es: string, en: string]> = {
  pisco: ['Pisco', 'Pisco'],
  whisky: ['Whisky', 'Whisky'],
  gin: ['Gin', 'Gin'],
  ron: ['Ron', 'Rum'],
  vodka: ['Vodka', 'Vodka'],
  tequila: ['Tequila', 'Tequila'],
  mezcal: ['Mezcal', 'Mezcal'],
  cognac: ['Destilado de vino', 'Grape brandy'],
  licor: ['Licor', 'Liqueur'],
}

const NOTES: Record<string, [es: string, en: string, pairEs: string, pairEn: string]> = {
  pisco: [
    'uva moscatel, flores blancas y cítricos',
    'muscat grape, white flowers and citrus',
    'Ideal para pisco sour o piscola con hielo.',
    'Perfect for a pisco sour or with cola over ice.',
  ],
  whisky: [
    'malta, vainilla, miel y frutos secos',
    'malt, vanilla, honey and nuts',
    'Solo o con unas gotas de agua; con chocolate amargo.',
    'Neat or with a few drops of water; with dark chocolate.',
  ],
  gin: [
    'enebro, cítricos y botánicos frescos',
    'juniper, citrus and fresh botanicals',
    'Con tónica, pepino o pomelo; en un dry martini.',
    'With tonic and cucumber or grapefruit; in a dry martini.',
  ],
  ron: [
    'caña de azúcar, caramelo, plátano y especias',
    'sugar cane, caramel, banana and spice',
    'Solo, en mojito o daiquiri.',
    'Neat, in a mojito or a daiquiri.',
  ],
  vodka: [
    'limpio, cereal y pimienta blanca',
    'clean, grain and white pepper',
    'Muy frío, con caviar o en cócteles.',
    'Ice-cold, with caviar or in cocktails.',
  ],
  tequila: [
    'agave cocido, cítricos y pimienta',
    'cooked agave, citrus and pepper',
    'En margarita o paloma; con tacos.',
    'In a margarita or paloma; with tacos.',
  ],
  mezcal: [
    'agave ahumado, tierra y hierbas',
    'smoky agave, earth and herbs',
    'Solo, con naranja y sal de gusano.',
    'Neat, with orange and worm salt.',
  ],
  cognac: [
    'frutos secos, pasas, vainilla y roble',
    'dried fruit, raisin, vanilla and oak',
    'Como bajativo, con un buen puro.',
    'As a digestif, with a good cigar.',
  ],
  licor: [
    'hierbas, frutas y dulzor equilibrado',
    'herbs, fruit and balanced sweetness',
    'Como bajativo o en coctelería.',
    'As a digestif or in cocktails.',
  ],
}

/** 60 spirits: pisco, whisky, gin, rum, vodka, tequila, mezcal, brandy and liqueurs. */
export function buildSpirits(countries: Record<string, [string, string]>): SeedProduct[] {
  const r = rng(4242)
  return DEFS.map(([tipo, brand, style, country, region, abv, ml, base, aged]) => {
    const name = `${brand} ${style}`
    const listPrice = shelfPrice(base * (0.95 + r.next() * 0.1))
    const { price, reference_price, onOffer } = offerAndLabel(r, listPrice, { offerRate: 0.18 })
    const stock = r.chance(0.08) ? 0 : r.int(2, 60)
    const [tEs, tEn] = TIPO_TEXT[tipo]!
    const [nEs, nEn, pEs, pEn] = NOTES[tipo]!
    const [cEs, cEn] = countries[country]!
    const label: [string, string] | null =
      onOffer && reference_price
        ? [
            `-${Math.round(((reference_price - price) / reference_price) * 100)}%`,
            `-${Math.round(((reference_price - price) / reference_price) * 100)}%`,
          ]
        : r.chance(0.12)
          ? ['Nuevo', 'New']
          : null
    return {
      product_type: 'App\\Models\\Alcohol' as const,
      sku: `A-${slugify(name).toUpperCase().slice(0, 28)}`,
      slug: slugify(name),
      name,
      name_card: style,
      brand,
      year: null,
      price,
      reference_price,
      stock,
      label: label ? 1 : 0,
      label_text: label?.[0] ?? null,
      tipo,
      country,
      region,
      denomination:
        tipo === 'pisco' && country === 'chile'
          ? 'D.O. Pisco'
          : tipo === 'cognac' && region === 'Cognac'
            ? 'AOC Cognac'
            : tipo === 'tequila'
              ? 'D.O. Tequila'
              : null,
      variety: null,
      strains: null,
      vineyard: null,
      volume_ml: ml,
      alcohol: abv,
      body: null,
      acidity: null,
      sweetness: tipo === 'licor' ? 4 : null,
      freshness: null,
      guarda_years: aged || null,
      aromatic_family: null,
      scores: base > 50000 ? [{ source: 'Spirits Selection', score: r.int(90, 96) }] : null,
      sale_unit: 'unit' as const,
      units_per_box: null,
      cheese_type: null,
      milk: null,
      weight_grams: null,
      age_days: r.int(0, 720),
      categories: [base >= 50000 ? 'regalos-corporativos' : null, r.chance(0.1) ? 'navidad' : null].filter(
        (c): c is string => c !== null,
      ),
      es: {
        description: `${tEs} ${style} de ${brand}, elaborado en ${region} (${cEs}). ${aged ? `Envejecido ${aged} ${aged === 1 ? 'año' : 'años'} en barrica.` : 'Destilado y embotellado sin envejecimiento prolongado.'} ${abv}% vol., ${ml} ml.`,
        description_card: `${tEs} · ${cEs} · ${abv}% vol.`,
        tasting_notes: `Aromas de ${nEs}. Paso por boca ${abv >= 45 ? 'potente y cálido' : 'suave y redondo'}.`,
        aromatic_notes: nEs,
        pairing: pEs,
        sommelier_comment:
          aged >= 10
            ? 'Una botella para ocasiones especiales: sírvelo en copa tulipa.'
            : 'Un básico del bar de casa, muy versátil en coctelería.',
        label_text: label?.[0] ?? null,
      },
      en: {
        description: `${tEn} ${style} by ${brand}, made in ${region} (${cEn}). ${aged ? `Aged ${aged} ${aged === 1 ? 'year' : 'years'} in cask.` : 'Distilled and bottled without long ageing.'} ${abv}% abv, ${ml} ml.`,
        description_card: `${tEn} · ${cEn} · ${abv}% abv`,
        tasting_notes: `Aromas of ${nEn}. The palate is ${abv >= 45 ? 'powerful and warming' : 'smooth and round'}.`,
        aromatic_notes: nEn,
        pairing: pEn,
        sommelier_comment:
          aged >= 10
            ? 'A bottle for special occasions: serve it in a tulip glass.'
            : 'A home-bar staple, very versatile in cocktails.',
        label_text: label?.[1] ?? null,
      },
    }
  })
}
