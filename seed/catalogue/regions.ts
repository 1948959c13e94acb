// Wine regions with real denominations and grapes; the wineries are invented ( allows it).
export type WineTipo = 'tinto' | 'blanco' | 'rosado' | 'espumante' | 'dulce' | 'naranjo'

export interface WineDef {
  tipo: WineTipo
  variety: string
  /** Shelf price of the entry tier in CLP. */
  base: number
  blend?: [string, number][]
  /** Style words in the name instead of the grape ("Brut Nature", "Gran Vin"). */
  style?: string
  denomination?: string
}

export interface RegionDef {
  country: string
  region: string
  denomination: string
  wineries: string[]
  wines: WineDef[]
}

const w = (tipo: WineTipo, variety: string, base: number, extra: Partial<WineDef> = {}): WineDef => ({
  tipo,
  variety,
  base,
  ...extra,
})

export const REGIONS: RegionDef[] = [
  // Chile, north to south
  {
    country: 'chile',
    region: 'Valle del Elqui',
    denomination: 'D.O. Valle del Elqui',
    wineries: ['Viña Cerro Tololo', 'Viña Alcohuaz Alto'],
    wines: [w('tinto', 'Syrah', 11990), w('blanco', 'Pedro Ximénez', 9990), w('blanco', 'Sauvignon Blanc', 9490)],
  },
  {
    country: 'chile',
    region: 'Valle del Limarí',
    denomination: 'D.O. Valle del Limarí',
    wineries: ['Viña Talinay Sur', 'Viña Fray Jorge'],
    wines: [w('blanco', 'Chardonnay', 10990), w('tinto', 'Syrah', 11990), w('tinto', 'Pinot Noir', 12990)],
  },
  {
    country: 'chile',
    region: 'Valle del Aconcagua',
    denomination: 'D.O. Valle del Aconcagua',
    wineries: ['Viña Los Andes Blancos', 'Viña Panquehue'],
    wines: [
      w('tinto', 'Cabernet Sauvignon', 10990),
      w('tinto', 'Syrah', 10990),
      w('tinto', 'Carménère', 9990),
      w('tinto', 'Cabernet Sauvignon', 34990, {
        style: 'Ensamblaje Andino',
        blend: [
          ['Cabernet Sauvignon', 60],
          ['Syrah', 25],
          ['Carménère', 15],
        ],
      }),
    ],
  },
  {
    country: 'chile',
    region: 'Valle de Casablanca',
    denomination: 'D.O. Valle de Casablanca',
    wineries: ['Viña Niebla Costera', 'Viña Lo Ovalle', 'Viña Tapihue'],
    wines: [
      w('blanco', 'Sauvignon Blanc', 8990),
      w('blanco', 'Chardonnay', 9990),
      w('tinto', 'Pinot Noir', 11990),
      w('rosado', 'Pinot Noir', 8990),
      w('espumante', 'Chardonnay', 13990, {
        style: 'Brut',
        blend: [
          ['Chardonnay', 70],
          ['Pinot Noir', 30],
        ],
      }),
      w('blanco', 'Gewürztraminer', 9490),
    ],
  },
  {
    country: 'chile',
    region: 'Valle de Leyda',
    denomination: 'D.O. Valle de Leyda',
    wineries: ['Viña Brisa del Pacífico', 'Viña Santo Domingo Alto'],
    wines: [
      w('blanco', 'Sauvignon Blanc', 10990),
      w('tinto', 'Pinot Noir', 13990),
      w('blanco', 'Chardonnay', 11990),
      w('tinto', 'Syrah', 12990),
    ],
  },
  {
    country: 'chile',
    region: 'Valle de San Antonio',
    denomination: 'D.O. Valle de San Antonio',
    wineries: ['Viña Lo Abarca'],
    wines: [w('blanco', 'Sauvignon Blanc', 10490), w('tinto', 'Pinot Noir', 12990), w('blanco', 'Riesling', 11490)],
  },
  {
    country: 'chile',
    region: 'Valle del Maipo',
    denomination: 'D.O. Valle del Maipo',
    wineries: ['Viña Alto Pirque', 'Viña Puente Alto Viejo', 'Viña Santa Inés del Maipo', 'Viña Cordillera Blanca'],
    wines: [
      w('tinto', 'Cabernet Sauvignon', 9990),
      w('tinto', 'Carménère', 9490),
      w('tinto', 'Merlot', 8990),
      w('tinto', 'Syrah', 9990),
      w('tinto', 'Cabernet Franc', 14990),
      w('blanco', 'Chardonnay', 8990),
      w('tinto', 'Cabernet Sauvignon', 44990, {
        style: 'Gran Ensamblaje',
        blend: [
          ['Cabernet Sauvignon', 75],
          ['Cabernet Franc', 15],
          ['Merlot', 10],
        ],
      }),
    ],
  },
  {
    country: 'chile',
    region: 'Valle del Cachapoal',
    denomination: 'D.O. Valle del Cachapoal',
    wineries: ['Viña Peumo Antiguo', 'Viña Requínoa'],
    wines: [
      w('tinto', 'Carménère', 10990),
      w('tinto', 'Cabernet Sauvignon', 10490),
      w('tinto', 'Syrah', 9990),
      w('rosado', 'Syrah', 7990),
    ],
  },
  {
    country: 'chile',
    region: 'Valle de Colchagua',
    denomination: 'D.O. Valle de Colchagua',
    wineries: ['Viña Apalta Norte', 'Viña Los Lingues', 'Viña Marchigüe Alto', 'Viña Lolol Viejo'],
    wines: [
      w('tinto', 'Carménère', 10990),
      w('tinto', 'Cabernet Sauvignon', 10990),
      w('tinto', 'Syrah', 11490),
      w('tinto', 'Malbec', 10990),
      w('tinto', 'Carménère', 39990, {
        style: 'Ícono de Apalta',
        blend: [
          ['Carménère', 65],
          ['Cabernet Sauvignon', 25],
          ['Petit Verdot', 10],
        ],
      }),
      w('rosado', 'Grenache', 8990),
      w('blanco', 'Viognier', 9490),
    ],
  },
  {
    country: 'chile',
    region: 'Valle de Curicó',
    denomination: 'D.O. Valle de Curicó',
    wineries: ['Viña Molina Sur', 'Viña Lontué'],
    wines: [
      w('blanco', 'Sauvignon Blanc', 7490),
      w('tinto', 'Cabernet Sauvignon', 8490),
      w('tinto', 'Merlot', 7990),
      w('dulce', 'Sauvignon Blanc', 12990, {
        style: 'Cosecha Tardía',
        blend: [
          ['Sauvignon Blanc', 60],
          ['Sémillon', 40],
        ],
      }),
    ],
  },
  {
    country: 'chile',
    region: 'Valle del Maule',
    denomination: 'D.O. Valle del Maule',
    wineries: ['Viña Secano de Cauquenes', 'Viña Loncomilla', 'Viña Sauzal Viejo'],
    wines: [
      w('tinto', 'Carignan', 12990, { denomination: 'D.O. Valle del Maule · VIGNO' }),
      w('tinto', 'País', 8990),
      w('tinto', 'Cabernet Sauvignon', 8990),
      w('tinto', 'Malbec', 9990),
      w('naranjo', 'Moscatel', 12990),
      w('espumante', 'País', 11990, { style: 'Pét-Nat' }),
    ],
  },
  {
    country: 'chile',
    region: 'Valle del Itata',
    denomination: 'D.O. Valle del Itata',
    wineries: ['Viña Guarilihue', 'Viña Coelemu Alto'],
    wines: [
      w('tinto', 'Cinsault', 9990),
      w('tinto', 'País', 8490),
      w('blanco', 'Moscatel', 8490),
      w('naranjo', 'Moscatel', 11990),
    ],
  },
  {
    country: 'chile',
    region: 'Valle del Biobío',
    denomination: 'D.O. Valle del Biobío',
    wineries: ['Viña Mulchén Sur'],
    wines: [
      w('tinto', 'Pinot Noir', 12990),
      w('blanco', 'Riesling', 10990),
      w('blanco', 'Gewürztraminer', 10490),
      w('espumante', 'Pinot Noir', 15990, {
        style: 'Extra Brut',
        blend: [
          ['Pinot Noir', 60],
          ['Chardonnay', 40],
        ],
      }),
    ],
  },
  {
    country: 'chile',
    region: 'Valle del Malleco',
    denomination: 'D.O. Valle del Malleco',
    wineries: ['Viña Traiguén Austral'],
    wines: [w('blanco', 'Chardonnay', 24990), w('tinto', 'Pinot Noir', 26990)],
  },
  // France
  {
    country: 'francia',
    region: 'Burdeos',
    denomination: 'AOC Bordeaux',
    wineries: ['Château La Croix Bellevue', 'Château Les Graves Hautes', 'Château Moulin de Pauillac'],
    wines: [
      w('tinto', 'Merlot', 24990, {
        style: 'Bordeaux Supérieur',
        blend: [
          ['Merlot', 70],
          ['Cabernet Sauvignon', 20],
          ['Cabernet Franc', 10],
        ],
      }),
      w('tinto', 'Cabernet Sauvignon', 59990, {
        style: 'Pauillac',
        denomination: 'AOC Pauillac',
        blend: [
          ['Cabernet Sauvignon', 70],
          ['Merlot', 25],
          ['Petit Verdot', 5],
        ],
      }),
      w('tinto', 'Merlot', 54990, {
        style: 'Saint-Émilion Grand Cru',
        denomination: 'AOC Saint-Émilion Grand Cru',
        blend: [
          ['Merlot', 80],
          ['Cabernet Franc', 20],
        ],
      }),
      w('blanco', 'Sauvignon Blanc', 21990, {
        style: 'Entre-Deux-Mers',
        denomination: 'AOC Entre-Deux-Mers',
        blend: [
          ['Sauvignon Blanc', 60],
          ['Sémillon', 40],
        ],
      }),
      w('dulce', 'Sémillon', 49990, {
        style: 'Sauternes',
        denomination: 'AOC Sauternes',
        blend: [
          ['Sémillon', 85],
          ['Sauvignon Blanc', 15],
        ],
      }),
    ],
  },
  {
    country: 'francia',
    region: 'Borgoña',
    denomination: 'AOC Bourgogne',
    wineries: ['Domaine Bernard Lavaux', 'Domaine des Clos Fleuris'],
    wines: [
      w('tinto', 'Pinot Noir', 34990, { style: 'Bourgogne Pinot Noir' }),
      w('blanco', 'Chardonnay', 32990, { style: 'Bourgogne Chardonnay' }),
      w('blanco', 'Chardonnay', 42990, { style: 'Chablis', denomination: 'AOC Chablis' }),
      w('tinto', 'Pinot Noir', 74990, { style: 'Gevrey-Chambertin', denomination: 'AOC Gevrey-Chambertin' }),
      w('blanco', 'Chardonnay', 69990, { style: 'Meursault', denomination: 'AOC Meursault' }),
    ],
  },
  {
    country: 'francia',
    region: 'Champaña',
    denomination: 'AOC Champagne',
    wineries: ['Champagne Veuve Lamarre', 'Champagne Henri Dufresne'],
    wines: [
      w('espumante', 'Chardonnay', 54990, {
        style: 'Brut Réserve',
        blend: [
          ['Chardonnay', 40],
          ['Pinot Noir', 40],
          ['Pinot Meunier', 20],
        ],
      }),
      w('espumante', 'Chardonnay', 79990, { style: 'Blanc de Blancs' }),
      w('espumante', 'Pinot Noir', 74990, {
        style: 'Brut Rosé',
        blend: [
          ['Pinot Noir', 60],
          ['Chardonnay', 40],
        ],
      }),
    ],
  },
  {
    country: 'francia',
    region: 'Valle del Ródano',
    denomination: 'AOC Côtes du Rhône',
    wineries: ['Domaine Saint-Roch', 'Maison Vidal Fleury-Combe'],
    wines: [
      w('tinto', 'Garnacha', 19990, {
        style: 'Côtes du Rhône',
        blend: [
          ['Garnacha', 60],
          ['Syrah', 30],
          ['Mourvèdre', 10],
        ],
      }),
      w('tinto', 'Syrah', 44990, { style: 'Crozes-Hermitage', denomination: 'AOC Crozes-Hermitage' }),
      w('tinto', 'Garnacha', 54990, {
        style: 'Châteauneuf-du-Pape',
        denomination: 'AOC Châteauneuf-du-Pape',
        blend: [
          ['Garnacha', 70],
          ['Syrah', 15],
          ['Mourvèdre', 15],
        ],
      }),
      w('blanco', 'Viognier', 59990, { style: 'Condrieu', denomination: 'AOC Condrieu' }),
    ],
  },
  {
    country: 'francia',
    region: 'Valle del Loira',
    denomination: 'AOC Val de Loire',
    wineries: ['Domaine de la Roche Blanche', 'Domaine Chevalier-Marnay'],
    wines: [
      w('blanco', 'Sauvignon Blanc', 32990, { style: 'Sancerre', denomination: 'AOC Sancerre' }),
      w('blanco', 'Sauvignon Blanc', 29990, { style: 'Pouilly-Fumé', denomination: 'AOC Pouilly-Fumé' }),
      w('blanco', 'Chenin Blanc', 24990, { style: 'Vouvray', denomination: 'AOC Vouvray' }),
      w('tinto', 'Cabernet Franc', 22990, { style: 'Chinon', denomination: 'AOC Chinon' }),
    ],
  },
  {
    country: 'francia',
    region: 'Alsacia',
    denomination: 'AOC Alsace',
    wineries: ['Domaine Muller-Koehl'],
    wines: [
      w('blanco', 'Riesling', 24990),
      w('blanco', 'Gewürztraminer', 26990),
      w('espumante', 'Riesling', 21990, {
        style: 'Crémant d’Alsace',
        denomination: 'AOC Crémant d’Alsace',
        blend: [
          ['Pinot Blanc', 60],
          ['Riesling', 40],
        ],
      }),
    ],
  },
  {
    country: 'francia',
    region: 'Provenza',
    denomination: 'AOC Côtes de Provence',
    wineries: ['Château Sainte-Victoire Rose', 'Domaine des Oliviers Bleus'],
    wines: [
      w('rosado', 'Grenache', 22990, {
        style: 'Côtes de Provence Rosé',
        blend: [
          ['Grenache', 50],
          ['Cinsault', 30],
          ['Syrah', 20],
        ],
      }),
    ],
  },
  {
    country: 'francia',
    region: 'Languedoc',
    denomination: 'AOC Languedoc',
    wineries: ['Domaine du Pic Saint-Loup'],
    wines: [
      w('tinto', 'Syrah', 17990, {
        style: 'Pic Saint-Loup',
        blend: [
          ['Syrah', 60],
          ['Garnacha', 30],
          ['Mourvèdre', 10],
        ],
      }),
      w('rosado', 'Cinsault', 14990),
    ],
  },
  // Argentina
  {
    country: 'argentina',
    region: 'Mendoza',
    denomination: 'D.O.C. Luján de Cuyo',
    wineries: ['Bodega Altos del Plata', 'Bodega Uco Profundo', 'Bodega Cruz de Piedra'],
    wines: [
      w('tinto', 'Malbec', 10990),
      w('tinto', 'Cabernet Sauvignon', 11990),
      w('tinto', 'Cabernet Franc', 16990),
      w('blanco', 'Chardonnay', 10990),
      w('tinto', 'Malbec', 39990, { style: 'Gran Malbec de Altura' }),
    ],
  },
  {
    country: 'argentina',
    region: 'Salta',
    denomination: 'Valles Calchaquíes',
    wineries: ['Bodega Cafayate Alto'],
    wines: [w('blanco', 'Torrontés', 9990), w('tinto', 'Malbec', 13990), w('tinto', 'Tannat', 14990)],
  },
  {
    country: 'argentina',
    region: 'Patagonia',
    denomination: 'Río Negro',
    wineries: ['Bodega Viento Sur'],
    wines: [w('tinto', 'Pinot Noir', 15990), w('blanco', 'Sauvignon Blanc', 11990), w('tinto', 'Merlot', 13990)],
  },
  // Spain
  {
    country: 'espana',
    region: 'Rioja',
    denomination: 'DOCa Rioja',
    wineries: ['Bodegas Marqués de Haro', 'Bodegas Viña Olarra Vieja'],
    wines: [
      w('tinto', 'Tempranillo', 14990, { style: 'Crianza' }),
      w('tinto', 'Tempranillo', 22990, {
        style: 'Reserva',
        blend: [
          ['Tempranillo', 90],
          ['Graciano', 10],
        ],
      }),
      w('tinto', 'Tempranillo', 39990, {
        style: 'Gran Reserva',
        blend: [
          ['Tempranillo', 85],
          ['Mazuelo', 10],
          ['Graciano', 5],
        ],
      }),
      w('blanco', 'Macabeo', 15990, { style: 'Blanco Fermentado en Barrica' }),
    ],
  },
  {
    country: 'espana',
    region: 'Ribera del Duero',
    denomination: 'DO Ribera del Duero',
    wineries: ['Bodegas Pesquera Alta', 'Bodegas Aranda Real'],
    wines: [
      w('tinto', 'Tempranillo', 19990, { style: 'Roble' }),
      w('tinto', 'Tempranillo', 34990, { style: 'Crianza Tinto Fino' }),
    ],
  },
  {
    country: 'espana',
    region: 'Rías Baixas',
    denomination: 'DO Rías Baixas',
    wineries: ['Bodegas Val do Salnés'],
    wines: [w('blanco', 'Albariño', 17990), w('blanco', 'Albariño', 26990, { style: 'Albariño sobre Lías' })],
  },
  {
    country: 'espana',
    region: 'Priorat',
    denomination: 'DOQ Priorat',
    wineries: ['Celler Llicorella Negra'],
    wines: [
      w('tinto', 'Garnacha', 42990, {
        blend: [
          ['Garnacha', 60],
          ['Cariñena', 40],
        ],
      }),
    ],
  },
  {
    country: 'espana',
    region: 'Penedès',
    denomination: 'DO Cava',
    wineries: ['Caves Sant Sadurní'],
    wines: [
      w('espumante', 'Macabeo', 12990, {
        style: 'Cava Brut Nature',
        blend: [
          ['Macabeo', 40],
          ['Xarel·lo', 35],
          ['Parellada', 25],
        ],
      }),
      w('espumante', 'Macabeo', 18990, {
        style: 'Cava Reserva',
        blend: [
          ['Macabeo', 40],
          ['Xarel·lo', 35],
          ['Parellada', 25],
        ],
      }),
    ],
  },
  {
    country: 'espana',
    region: 'Jerez',
    denomination: 'DO Jerez-Xérès-Sherry',
    wineries: ['Bodegas Sanlúcar Antigua'],
    wines: [
      w('blanco', 'Palomino', 16990, { style: 'Fino' }),
      w('dulce', 'Pedro Ximénez', 24990, { style: 'Pedro Ximénez Dulce' }),
    ],
  },
  // Italy
  {
    country: 'italia',
    region: 'Toscana',
    denomination: 'DOCG Chianti Classico',
    wineries: ['Fattoria Poggio al Sole', 'Tenuta San Gimignano Nero'],
    wines: [
      w('tinto', 'Sangiovese', 19990, { style: 'Chianti Classico' }),
      w('tinto', 'Sangiovese', 64990, { style: 'Brunello di Montalcino', denomination: 'DOCG Brunello di Montalcino' }),
      w('tinto', 'Cabernet Sauvignon', 44990, {
        style: 'Supertoscano',
        denomination: 'IGT Toscana',
        blend: [
          ['Sangiovese', 50],
          ['Cabernet Sauvignon', 30],
          ['Merlot', 20],
        ],
      }),
    ],
  },
  {
    country: 'italia',
    region: 'Piamonte',
    denomination: 'DOCG Barolo',
    wineries: ['Cantina Langhe Alte', 'Cascina Monforte'],
    wines: [
      w('tinto', 'Nebbiolo', 69990, { style: 'Barolo' }),
      w('tinto', 'Nebbiolo', 54990, { style: 'Barbaresco', denomination: 'DOCG Barbaresco' }),
      w('dulce', 'Moscatel', 16990, { style: "Moscato d'Asti", denomination: "DOCG Moscato d'Asti" }),
    ],
  },
  {
    country: 'italia',
    region: 'Véneto',
    denomination: 'DOC Prosecco',
    wineries: ['Cantina Colli Trevigiani', 'Tenuta Valpolicella Antica'],
    wines: [
      w('espumante', 'Glera', 13990, { style: 'Prosecco Extra Dry' }),
      w('tinto', 'Corvina', 59990, {
        style: 'Amarone della Valpolicella',
        denomination: 'DOCG Amarone della Valpolicella',
        blend: [
          ['Corvina', 70],
          ['Rondinella', 20],
          ['Molinara', 10],
        ],
      }),
    ],
  },
  {
    country: 'italia',
    region: 'Sicilia',
    denomination: 'DOC Sicilia',
    wineries: ['Tenuta Etna Rossa'],
    wines: [w('tinto', "Nero d'Avola", 14990)],
  },
  // Portugal
  {
    country: 'portugal',
    region: 'Douro',
    denomination: 'DOC Douro',
    wineries: ['Quinta do Vale Alto', 'Quinta das Pedras Lisas'],
    wines: [
      w('tinto', 'Touriga Nacional', 21990, {
        blend: [
          ['Touriga Nacional', 50],
          ['Touriga Franca', 30],
          ['Tinta Roriz', 20],
        ],
      }),
      w('dulce', 'Touriga Nacional', 29990, { style: 'Porto Tawny 10 Años', denomination: 'DOC Porto' }),
    ],
  },
  {
    country: 'portugal',
    region: 'Vinho Verde',
    denomination: 'DOC Vinho Verde',
    wineries: ['Quinta da Ribeira Verde'],
    wines: [w('blanco', 'Albariño', 11990, { style: 'Alvarinho' })],
  },
  {
    country: 'portugal',
    region: 'Alentejo',
    denomination: 'DOC Alentejo',
    wineries: ['Herdade do Sobreiro'],
    wines: [
      w('tinto', 'Touriga Nacional', 15990, {
        blend: [
          ['Aragonez', 40],
          ['Trincadeira', 30],
          ['Touriga Nacional', 30],
        ],
      }),
    ],
  },
  // USA and the rest of the New World
  {
    country: 'estados-unidos',
    region: 'Napa Valley',
    denomination: 'AVA Napa Valley',
    wineries: ['Oak Knoll Hills Winery', 'Silver Creek Cellars'],
    wines: [w('tinto', 'Cabernet Sauvignon', 64990), w('blanco', 'Chardonnay', 44990), w('tinto', 'Zinfandel', 34990)],
  },
  {
    country: 'estados-unidos',
    region: 'Willamette Valley',
    denomination: 'AVA Willamette Valley',
    wineries: ['Dundee Ridge Vineyards'],
    wines: [w('tinto', 'Pinot Noir', 42990)],
  },
  {
    country: 'australia',
    region: 'Barossa Valley',
    denomination: 'Barossa Valley GI',
    wineries: ['Kangaroo Creek Estate'],
    wines: [w('tinto', 'Shiraz', 24990), w('tinto', 'Shiraz', 44990, { style: 'Old Vine Shiraz' })],
  },
  {
    country: 'nueva-zelanda',
    region: 'Marlborough',
    denomination: 'Marlborough GI',
    wineries: ['Wairau Bay Estate'],
    wines: [w('blanco', 'Sauvignon Blanc', 19990), w('tinto', 'Pinot Noir', 27990)],
  },
  {
    country: 'sudafrica',
    region: 'Stellenbosch',
    denomination: 'WO Stellenbosch',
    wineries: ['Simonsberg Estate'],
    wines: [w('tinto', 'Pinotage', 17990), w('blanco', 'Chenin Blanc', 14990)],
  },
  {
    country: 'alemania',
    region: 'Mosela',
    denomination: 'Mosel Qualitätswein',
    wineries: ['Weingut Schieferberg'],
    wines: [
      w('blanco', 'Riesling', 23990, { style: 'Riesling Kabinett' }),
      w('dulce', 'Riesling', 34990, { style: 'Riesling Spätlese' }),
    ],
  },
]

/** Spanish and English names of the countries used in the catalogue: the same table the storefront labels facets with. */
export { COUNTRY_LABELS as COUNTRIES } from '../../src/lib/catalog-labels.ts'
