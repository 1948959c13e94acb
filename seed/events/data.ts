// The wine bar's agenda (docs/product.md, Pages /eventos): what a Santiago wine bar really runs, in es and en.
// Dates are not written here: each event says in which week (from the Monday after the seed run) and on which
// weekday it happens, so a fresh machine always has upcoming events (seed/events/index.ts turns them into UTC).

import { WINE_BAR_VENUE } from '../../src/lib/store.ts'

type Block = { type: 'h2' | 'p' | 'quote'; text: string } | { type: 'ul'; items: string[] }

export interface EventText {
  title: string
  summary: string
  body: Block[]
  includes: string[]
}

export interface SeedEvent {
  slug: string
  category: 'cata' | 'maridaje' | 'curso' | 'lanzamiento' | 'musica'
  status?: 'published' | 'cancelled'
  /** Weeks from the Monday after the seed run; -2 and earlier have surely happened (-1 is the current week). */
  week: number
  /** 4 Thursday, 5 Friday, 6 Saturday. */
  weekday: 4 | 5 | 6
  start: [hour: number, minute: number]
  end: [hour: number, minute: number]
  /** Courses: the same weekday for this many consecutive weeks; ends_at is the end of the last session. */
  sessions?: number
  price: number
  reference_price?: number
  capacity: number
  seats_taken: number
  es: EventText
  en: EventText
}

/** Where the wine bar's events happen: the shop's one address (src/lib/store.ts). */
export const VENUE = WINE_BAR_VENUE

export const SEED_EVENTS: SeedEvent[] = [
  {
    slug: 'cata-vertical-carmenere-peumo',
    category: 'cata',
    week: 0,
    weekday: 5,
    start: [19, 0],
    end: [21, 30],
    price: 38000,
    capacity: 20,
    seats_taken: 12,
    es: {
      title: 'Cata vertical de Carménère de Peumo',
      summary: 'Seis cosechas de un mismo Carménère del Cachapoal, de 2015 a 2021, guiadas por su enólogo.',
      body: [
        {
          type: 'p',
          text: 'Una vertical es la mejor forma de entender cómo envejece un vino y cuánto pesa la añada. Abrimos seis cosechas del mismo Carménère de Peumo, un viñedo plantado en 1983 a orillas del río Cachapoal.',
        },
        { type: 'h2', text: 'Qué vamos a probar' },
        {
          type: 'ul',
          items: [
            '2015, una añada cálida y madura',
            '2016, fresca y lluviosa',
            '2017, el año de los incendios',
            '2018, considerada una de las grandes de la década',
            '2019 y 2021, aún jóvenes y en plena fruta',
          ],
        },
        {
          type: 'quote',
          text: 'El Carménère necesita tiempo en la botella para dejar atrás el pimentón y mostrar su lado especiado.',
        },
        {
          type: 'p',
          text: 'Cada copa se sirve con una pausa para comentar el clima del año y las decisiones de cosecha. No se necesita experiencia previa.',
        },
      ],
      includes: [
        '6 vinos de 6 cosechas',
        'Tabla de quesos chilenos y pan de masa madre',
        'Ficha de cata impresa',
        '10% de descuento en los vinos de la cata',
      ],
    },
    en: {
      title: 'Vertical tasting of Peumo Carménère',
      summary: 'Six vintages of the same Cachapoal Carménère, 2015 to 2021, led by its winemaker.',
      body: [
        {
          type: 'p',
          text: 'A vertical is the best way to understand how a wine ages and how much the vintage matters. We open six vintages of the same Carménère from Peumo, a vineyard planted in 1983 on the banks of the Cachapoal river.',
        },
        { type: 'h2', text: 'What we will taste' },
        {
          type: 'ul',
          items: [
            '2015, a warm and ripe year',
            '2016, cool and rainy',
            '2017, the year of the wildfires',
            '2018, one of the great vintages of the decade',
            '2019 and 2021, still young and full of fruit',
          ],
        },
        {
          type: 'quote',
          text: 'Carménère needs time in bottle to leave the green pepper behind and show its spicy side.',
        },
        {
          type: 'p',
          text: 'Each glass comes with a pause to talk about the weather of the year and the harvest decisions. No previous experience needed.',
        },
      ],
      includes: [
        '6 wines from 6 vintages',
        'Chilean cheese board and sourdough bread',
        'Printed tasting sheet',
        '10% off the wines of the tasting',
      ],
    },
  },
  {
    slug: 'champagne-y-ostras',
    category: 'maridaje',
    week: 0,
    weekday: 6,
    start: [19, 0],
    end: [21, 30],
    price: 65000,
    capacity: 16,
    seats_taken: 16,
    es: {
      title: 'Champagne y ostras',
      summary: 'Cuatro Champagnes de productor frente a ostras de Chiloé y Quetalmahue, en la barra del vino bar.',
      body: [
        {
          type: 'p',
          text: 'Pocas combinaciones son tan clásicas como la del Champagne con ostras. La acidez y la tiza de la Côte des Blancs limpian el paladar y realzan el yodo de la ostra.',
        },
        { type: 'h2', text: 'El menú' },
        {
          type: 'ul',
          items: [
            'Ostras de Quetalmahue al natural',
            'Ostras de Chiloé con mignonette de chalota',
            'Ostras gratinadas con mantequilla de algas',
            'Tartar de salmón con crème fraîche',
          ],
        },
        {
          type: 'p',
          text: 'Los Champagnes son de pequeños productores (récoltants-manipulants) que elaboran con uva propia: Blanc de Blancs, Brut Nature, un rosé de sangrado y un millésime.',
        },
      ],
      includes: ['4 Champagnes de productor', '12 ostras por persona', 'Copa de cristal de regalo'],
    },
    en: {
      title: 'Champagne & oysters',
      summary: 'Four grower Champagnes with oysters from Chiloé and Quetalmahue, at the wine bar counter.',
      body: [
        {
          type: 'p',
          text: 'Few pairings are as classic as Champagne and oysters. The acidity and chalk of the Côte des Blancs cleanse the palate and lift the iodine of the oyster.',
        },
        { type: 'h2', text: 'The menu' },
        {
          type: 'ul',
          items: [
            'Quetalmahue oysters, natural',
            'Chiloé oysters with shallot mignonette',
            'Baked oysters with seaweed butter',
            'Salmon tartare with crème fraîche',
          ],
        },
        {
          type: 'p',
          text: 'The Champagnes come from small growers (récoltants-manipulants) who make wine from their own grapes: a Blanc de Blancs, a Brut Nature, a saignée rosé and a vintage.',
        },
      ],
      includes: ['4 grower Champagnes', '12 oysters per person', 'A crystal glass to take home'],
    },
  },
  {
    slug: 'curso-sommelier-nivel-1',
    category: 'curso',
    week: 1,
    weekday: 4,
    sessions: 4,
    start: [19, 0],
    end: [21, 30],
    price: 180000,
    capacity: 14,
    seats_taken: 9,
    es: {
      title: 'Curso de sommelier nivel 1 (4 sesiones)',
      summary: 'Cuatro jueves para aprender a catar, conocer las cepas y los valles de Chile y maridar con confianza.',
      body: [
        {
          type: 'p',
          text: 'Un curso práctico para quien quiere ir más allá de "me gusta o no me gusta". Cuatro sesiones de dos horas y media, los jueves, con nuestro sommelier jefe.',
        },
        { type: 'h2', text: 'Programa' },
        {
          type: 'ul',
          items: [
            'Sesión 1: cómo se cata — vista, nariz y boca',
            'Sesión 2: cepas blancas y valles costeros',
            'Sesión 3: cepas tintas, del Maule a Colchagua',
            'Sesión 4: maridaje y servicio del vino',
          ],
        },
        {
          type: 'p',
          text: 'En cada sesión se prueban seis vinos. Al final del curso recibes un certificado de asistencia.',
        },
        { type: 'quote', text: 'Catar es poner palabras a lo que ya sentías en la copa.' },
      ],
      includes: [
        '24 vinos en total (6 por sesión)',
        'Manual del curso',
        'Kit de aromas para practicar en casa',
        'Certificado de asistencia',
      ],
    },
    en: {
      title: 'Sommelier course, level 1 (4 sessions)',
      summary:
        'Four Thursdays to learn how to taste, get to know Chile’s grapes and valleys, and pair with confidence.',
      body: [
        {
          type: 'p',
          text: 'A hands-on course for anyone who wants to go beyond “I like it or I don’t”. Four two-and-a-half-hour sessions on Thursdays with our head sommelier.',
        },
        { type: 'h2', text: 'Programme' },
        {
          type: 'ul',
          items: [
            'Session 1: how to taste — eye, nose and palate',
            'Session 2: white grapes and coastal valleys',
            'Session 3: red grapes, from Maule to Colchagua',
            'Session 4: food pairing and wine service',
          ],
        },
        {
          type: 'p',
          text: 'Six wines are tasted in each session. You receive a certificate of attendance at the end of the course.',
        },
        { type: 'quote', text: 'Tasting is putting words to what you already felt in the glass.' },
      ],
      includes: [
        '24 wines in total (6 per session)',
        'Course handbook',
        'Aroma kit to practise at home',
        'Certificate of attendance',
      ],
    },
  },
  {
    slug: 'masterclass-de-pisco',
    category: 'curso',
    week: 1,
    weekday: 6,
    start: [19, 0],
    end: [21, 30],
    price: 29000,
    capacity: 18,
    seats_taken: 16,
    es: {
      title: 'Masterclass de pisco del Elqui y Limarí',
      summary:
        'Piscos puros, de guarda y transparentes con un maestro destilador; termina con un pisco sour hecho por ti.',
      body: [
        {
          type: 'p',
          text: 'El pisco chileno nace de moscateles y Pedro Jiménez del Elqui y Limarí. En esta clase recorremos cómo la destilación y la guarda cambian su carácter.',
        },
        { type: 'h2', text: 'Los piscos' },
        {
          type: 'ul',
          items: [
            'Pisco transparente de Moscatel de Alejandría',
            'Pisco de 40° con reposo en barrica de raulí',
            'Pisco gran reserva de 46°',
            'Un destilado de autor de Pedro Jiménez',
          ],
        },
        { type: 'p', text: 'Al final cada participante prepara su propio pisco sour con limón de Pica.' },
      ],
      includes: ['4 piscos para degustar', 'Pisco sour preparado por ti', 'Picoteo de empanaditas de queso'],
    },
    en: {
      title: 'Pisco masterclass: Elqui and Limarí',
      summary: 'Unaged and barrel-aged piscos with a master distiller; ends with a pisco sour you make yourself.',
      body: [
        {
          type: 'p',
          text: 'Chilean pisco is distilled from Muscat and Pedro Jiménez grapes grown in the Elqui and Limarí valleys. In this class we look at how distillation and ageing change its character.',
        },
        { type: 'h2', text: 'The piscos' },
        {
          type: 'ul',
          items: [
            'Unaged Muscat of Alexandria pisco',
            '40° pisco rested in raulí wood',
            '46° gran reserva pisco',
            'A craft Pedro Jiménez spirit',
          ],
        },
        { type: 'p', text: 'At the end every guest makes their own pisco sour with Pica lime.' },
      ],
      includes: ['4 piscos to taste', 'A pisco sour made by you', 'Small cheese empanadas'],
    },
  },
  {
    slug: 'maridaje-quesos-y-vinos',
    category: 'maridaje',
    week: 2,
    weekday: 5,
    start: [19, 0],
    end: [21, 30],
    price: 42000,
    capacity: 22,
    seats_taken: 8,
    es: {
      title: 'Quesos y vinos: maridaje con quesos franceses y chilenos',
      summary: 'Seis quesos, seis vinos y una regla: no siempre el tinto va con el queso.',
      body: [
        {
          type: 'p',
          text: 'Un recorrido por seis estilos de queso y el vino que mejor los acompaña, con nuestra encargada de quesos y el sommelier del vino bar.',
        },
        { type: 'h2', text: 'Las parejas' },
        {
          type: 'ul',
          items: [
            'Chèvre del Loira con Sauvignon Blanc de Leyda',
            'Comté de 18 meses con Chardonnay del Jura',
            'Camembert de Normandía con sidra brut',
            'Queso de cabra de Chiloé con Pinot Noir de Malleco',
            'Roquefort con Late Harvest del Maule',
            'Parmigiano Reggiano con Carignan de secano',
          ],
        },
        { type: 'p', text: 'Te llevas una guía con las parejas para repetirlas en casa.' },
      ],
      includes: ['6 vinos', 'Tabla de 6 quesos', 'Guía de maridaje impresa'],
    },
    en: {
      title: 'Cheese & wine: pairing French and Chilean cheeses',
      summary: 'Six cheeses, six wines and one rule: red is not always the answer with cheese.',
      body: [
        {
          type: 'p',
          text: 'A journey through six cheese styles and the wine that suits each one best, with our cheese buyer and the wine bar sommelier.',
        },
        { type: 'h2', text: 'The pairs' },
        {
          type: 'ul',
          items: [
            'Loire chèvre with Leyda Sauvignon Blanc',
            '18-month Comté with Jura Chardonnay',
            'Normandy Camembert with brut cider',
            'Chiloé goat cheese with Malleco Pinot Noir',
            'Roquefort with Maule Late Harvest',
            'Parmigiano Reggiano with dry-farmed Carignan',
          ],
        },
        { type: 'p', text: 'You take home a guide to repeat the pairs yourself.' },
      ],
      includes: ['6 wines', 'Board of 6 cheeses', 'Printed pairing guide'],
    },
  },
  {
    slug: 'malbec-y-tango',
    category: 'musica',
    status: 'cancelled',
    week: 2,
    weekday: 6,
    start: [20, 0],
    end: [22, 30],
    price: 25000,
    capacity: 40,
    seats_taken: 0,
    es: {
      title: 'Malbec y tango: noche argentina',
      summary: 'Un trío de tango en vivo y Malbec de Mendoza por copa. Cancelado: el trío no pudo viajar.',
      body: [
        {
          type: 'p',
          text: 'Lamentamos cancelar esta noche: el trío no pudo viajar desde Buenos Aires. Quienes reservaron recibirán la devolución completa en un plazo de cinco días hábiles.',
        },
        { type: 'p', text: 'Te esperamos en la próxima noche de música en vivo.' },
      ],
      includes: ['Música en vivo', 'Una copa de Malbec de bienvenida'],
    },
    en: {
      title: 'Malbec & tango: an Argentine night',
      summary: 'A live tango trio and Mendoza Malbec by the glass. Cancelled: the trio could not travel.',
      body: [
        {
          type: 'p',
          text: 'We are sorry to cancel this night: the trio could not travel from Buenos Aires. Everyone who booked will receive a full refund within five business days.',
        },
        { type: 'p', text: 'We hope to see you at our next live music night.' },
      ],
      includes: ['Live music', 'A welcome glass of Malbec'],
    },
  },
  {
    slug: 'vinos-naturales-del-itata',
    category: 'cata',
    week: 3,
    weekday: 5,
    start: [19, 0],
    end: [21, 30],
    price: 32000,
    capacity: 20,
    seats_taken: 5,
    es: {
      title: 'Vinos naturales del Itata',
      summary: 'Cinsault, País y Moscatel de viñas centenarias de secano, con tres productores del valle.',
      body: [
        {
          type: 'p',
          text: 'El Itata tiene algunas de las viñas más antiguas de América: parras de País y Cinsault plantadas sin riego, en cabeza, hace más de cien años. Una nueva generación de productores hace allí vinos de mínima intervención.',
        },
        { type: 'h2', text: 'Los vinos' },
        {
          type: 'ul',
          items: [
            'Moscatel de Alejandría con contacto con pieles (vino naranjo)',
            'País de Guarilihue en ánfora',
            'Cinsault de Coelemu sin sulfitos añadidos',
            'Pipeño en garrafa, como se toma en el campo',
          ],
        },
        { type: 'quote', text: 'En el Itata no regamos: la viña vive de la lluvia del invierno.' },
      ],
      includes: ['5 vinos naturales', 'Charcutería de cerdo de campo', 'Conversación con los productores'],
    },
    en: {
      title: 'Natural wines of Itata',
      summary: 'Cinsault, País and Muscat from century-old dry-farmed vines, with three of the valley’s growers.',
      body: [
        {
          type: 'p',
          text: 'Itata has some of the oldest vineyards in the Americas: bush vines of País and Cinsault planted without irrigation more than a hundred years ago. A new generation of growers makes minimal-intervention wines there.',
        },
        { type: 'h2', text: 'The wines' },
        {
          type: 'ul',
          items: [
            'Skin-contact Muscat of Alexandria (orange wine)',
            'Guarilihue País aged in amphora',
            'Coelemu Cinsault with no added sulphites',
            'Pipeño from the demijohn, as it is drunk in the countryside',
          ],
        },
        { type: 'quote', text: 'In Itata we do not irrigate: the vines live on winter rain.' },
      ],
      includes: ['5 natural wines', 'Free-range pork charcuterie', 'Talk with the growers'],
    },
  },
  {
    slug: 'jazz-en-vivo-vinos-por-copa',
    category: 'musica',
    week: 3,
    weekday: 6,
    start: [20, 0],
    end: [22, 30],
    price: 0,
    capacity: 40,
    seats_taken: 14,
    es: {
      title: 'Jazz en vivo y vinos por copa',
      summary:
        'Cuarteto de jazz bajo la parra del vino bar. Entrada liberada con reserva; la carta de copas, a precio de bar.',
      body: [
        {
          type: 'p',
          text: 'Una vez al mes el vino bar se llena de jazz. Esta vez toca un cuarteto de standards y bossa nova, en dos sets de cuarenta minutos.',
        },
        {
          type: 'p',
          text: 'La entrada es liberada, pero los cupos son limitados: reserva para asegurar tu mesa. Las copas y tablas se pagan en el bar.',
        },
        { type: 'ul', items: ['Primer set: 20:30', 'Segundo set: 21:30', 'Carta de 40 vinos por copa desde $4.900'] },
      ],
      includes: ['Entrada liberada', 'Mesa reservada', 'Música en vivo en dos sets'],
    },
    en: {
      title: 'Live jazz with wines by the glass',
      summary: 'A jazz quartet under the wine bar’s vine. Free entry with a booking; glasses at bar prices.',
      body: [
        {
          type: 'p',
          text: 'Once a month the wine bar fills with jazz. This time a quartet plays standards and bossa nova in two forty-minute sets.',
        },
        {
          type: 'p',
          text: 'Entry is free but places are limited: book to secure your table. Glasses and boards are paid at the bar.',
        },
        { type: 'ul', items: ['First set: 8:30 pm', 'Second set: 9:30 pm', '40 wines by the glass from $4,900'] },
      ],
      includes: ['Free entry', 'Reserved table', 'Live music in two sets'],
    },
  },
  {
    slug: 'noche-de-borgona',
    category: 'cata',
    week: 4,
    weekday: 5,
    start: [19, 0],
    end: [21, 30],
    price: 59000,
    reference_price: 72000,
    capacity: 16,
    seats_taken: 6,
    es: {
      title: 'Noche de Borgoña: de Chablis a la Côte de Nuits',
      summary:
        'Seis vinos de Borgoña, del Chablis Premier Cru a un Gevrey-Chambertin. Precio preventa por tiempo limitado.',
      body: [
        {
          type: 'p',
          text: 'Borgoña es la región donde el lugar lo es todo: una misma cepa, Pinot Noir o Chardonnay, cambia de carácter de una parcela a la siguiente.',
        },
        { type: 'h2', text: 'El recorrido' },
        {
          type: 'ul',
          items: [
            'Chablis Premier Cru',
            'Meursault',
            'Bourgogne Pinot Noir',
            'Volnay',
            'Nuits-Saint-Georges',
            'Gevrey-Chambertin',
          ],
        },
        { type: 'p', text: 'Precio preventa hasta completar los primeros cupos; después, precio normal.' },
      ],
      includes: ['6 vinos de Borgoña', 'Quesos de la Borgoña: Époisses y Comté', 'Copa Borgoña de regalo'],
    },
    en: {
      title: 'Burgundy evening: from Chablis to the Côte de Nuits',
      summary: 'Six Burgundies, from Chablis Premier Cru to Gevrey-Chambertin. Early-bird price for a limited time.',
      body: [
        {
          type: 'p',
          text: 'Burgundy is the region where place is everything: the same grape, Pinot Noir or Chardonnay, changes character from one plot to the next.',
        },
        { type: 'h2', text: 'The journey' },
        {
          type: 'ul',
          items: [
            'Chablis Premier Cru',
            'Meursault',
            'Bourgogne Pinot Noir',
            'Volnay',
            'Nuits-Saint-Georges',
            'Gevrey-Chambertin',
          ],
        },
        { type: 'p', text: 'Early-bird price until the first places are taken; regular price after that.' },
      ],
      includes: ['6 Burgundy wines', 'Burgundian cheeses: Époisses and Comté', 'A Burgundy glass to take home'],
    },
  },
  {
    slug: 'lanzamiento-syrah-limari',
    category: 'lanzamiento',
    week: 5,
    weekday: 6,
    start: [19, 0],
    end: [21, 30],
    price: 15000,
    capacity: 30,
    seats_taken: 11,
    es: {
      title: 'Lanzamiento: el nuevo Syrah costero del Limarí',
      summary:
        'Una viña del Limarí presenta su primer Syrah de suelos calcáreos, con su enóloga y la cosecha recién embotellada.',
      body: [
        {
          type: 'p',
          text: 'A 22 kilómetros del mar, en los suelos de caliza del Limarí, nace un Syrah fresco, de pimienta negra y fruta roja. Lo presentamos antes de que llegue a las tiendas.',
        },
        { type: 'h2', text: 'La noche' },
        {
          type: 'ul',
          items: [
            'Presentación de la enóloga',
            'Degustación del Syrah y de dos vinos de la línea',
            'Venta de la primera partida a precio de lanzamiento',
          ],
        },
      ],
      includes: ['3 vinos de la viña', 'Picoteo de bienvenida', 'Precio especial de lanzamiento en tienda'],
    },
    en: {
      title: 'Launch: the new coastal Syrah from Limarí',
      summary:
        'A Limarí winery presents its first Syrah from limestone soils, with its winemaker and the freshly bottled vintage.',
      body: [
        {
          type: 'p',
          text: 'Twenty-two kilometres from the sea, on the limestone soils of Limarí, grows a fresh Syrah of black pepper and red fruit. We present it before it reaches the shops.',
        },
        { type: 'h2', text: 'The evening' },
        {
          type: 'ul',
          items: [
            'Introduction by the winemaker',
            'Tasting of the Syrah and two wines of the range',
            'First release on sale at a launch price',
          ],
        },
      ],
      includes: ['3 wines from the winery', 'Welcome nibbles', 'Special launch price in the shop'],
    },
  },
  {
    slug: 'cena-maridaje-patagonia',
    category: 'maridaje',
    week: 6,
    weekday: 5,
    start: [19, 0],
    end: [21, 30],
    price: 58000,
    capacity: 24,
    seats_taken: 3,
    es: {
      title: 'Cena maridaje: sabores de la Patagonia',
      summary: 'Cordero magallánico, centolla y calafate con Pinot Noir y Chardonnay del sur de Chile.',
      body: [
        {
          type: 'p',
          text: 'Una cena de cuatro tiempos con productos del extremo sur y vinos de los valles más australes de Chile: Osorno, Malleco y el lago Ranco.',
        },
        { type: 'h2', text: 'Menú' },
        {
          type: 'ul',
          items: [
            'Centolla con palta y mayonesa de ajo negro',
            'Merluza austral con beurre blanc de Chardonnay',
            'Cordero magallánico al palo con papas chilotas',
            'Mousse de calafate',
          ],
        },
      ],
      includes: ['Cena de 4 tiempos', '4 vinos del sur de Chile', 'Café y bajativo'],
    },
    en: {
      title: 'Pairing dinner: flavours of Patagonia',
      summary: 'Magellan lamb, king crab and calafate berry with Pinot Noir and Chardonnay from southern Chile.',
      body: [
        {
          type: 'p',
          text: 'A four-course dinner with produce from the far south and wines from Chile’s southernmost valleys: Osorno, Malleco and Lake Ranco.',
        },
        { type: 'h2', text: 'Menu' },
        {
          type: 'ul',
          items: [
            'King crab with avocado and black garlic mayonnaise',
            'Southern hake with Chardonnay beurre blanc',
            'Spit-roasted Magellan lamb with Chiloé potatoes',
            'Calafate berry mousse',
          ],
        },
      ],
      includes: ['4-course dinner', '4 wines from southern Chile', 'Coffee and digestif'],
    },
  },
  {
    slug: 'bossa-nova-y-espumantes',
    category: 'musica',
    week: 7,
    weekday: 6,
    start: [20, 0],
    end: [22, 30],
    price: 12000,
    capacity: 36,
    seats_taken: 0,
    es: {
      title: 'Bossa nova y espumantes',
      summary: 'Voz y guitarra brasileña con espumantes chilenos de método tradicional por copa.',
      body: [
        {
          type: 'p',
          text: 'Una noche tranquila de bossa nova, con voz y guitarra, y una selección de espumantes de Casablanca, Malleco y el Biobío.',
        },
        {
          type: 'ul',
          items: [
            'Espumante de bienvenida incluido',
            'Flight de tres espumantes a precio especial',
            'Tablas para compartir en la carta',
          ],
        },
      ],
      includes: ['Música en vivo', 'Copa de espumante de bienvenida'],
    },
    en: {
      title: 'Bossa nova & sparkling wine',
      summary: 'Brazilian voice and guitar with traditional-method Chilean sparkling wines by the glass.',
      body: [
        {
          type: 'p',
          text: 'A relaxed night of bossa nova, voice and guitar, and a selection of sparkling wines from Casablanca, Malleco and Biobío.',
        },
        {
          type: 'ul',
          items: [
            'Welcome glass of sparkling wine included',
            'A flight of three sparkling wines at a special price',
            'Sharing boards on the menu',
          ],
        },
      ],
      includes: ['Live music', 'Welcome glass of sparkling wine'],
    },
  },
  {
    slug: 'lanzamiento-espumante-casablanca',
    category: 'lanzamiento',
    week: 9,
    weekday: 5,
    start: [19, 0],
    end: [21, 30],
    price: 18000,
    capacity: 30,
    seats_taken: 2,
    es: {
      title: 'Lanzamiento: espumante de método tradicional de Casablanca',
      summary: 'Treinta meses sobre lías: presentamos el primer Blanc de Blancs de una pequeña viña de Casablanca.',
      body: [
        {
          type: 'p',
          text: 'Después de treinta meses de crianza sobre lías, el primer espumante de esta viña familiar sale a la luz. Lo descorchamos con sus dueños.',
        },
        {
          type: 'ul',
          items: [
            'Degüelle en vivo de una botella',
            'Degustación del espumante y del Chardonnay base',
            'Ostiones a la parmesana',
          ],
        },
      ],
      includes: ['2 vinos', 'Ostiones a la parmesana', 'Copa de regalo'],
    },
    en: {
      title: 'Launch: traditional-method sparkling wine from Casablanca',
      summary: 'Thirty months on the lees: the first Blanc de Blancs of a small Casablanca winery.',
      body: [
        {
          type: 'p',
          text: 'After thirty months on the lees, the first sparkling wine of this family winery sees the light. We uncork it with its owners.',
        },
        {
          type: 'ul',
          items: [
            'Live disgorging of a bottle',
            'Tasting of the sparkling wine and its base Chardonnay',
            'Scallops au gratin with parmesan',
          ],
        },
      ],
      includes: ['2 wines', 'Scallops au gratin', 'A glass to take home'],
    },
  },
  // Already happened (docs/product.md, Pages past events link on /eventos).
  {
    slug: 'sauvignon-blanc-costero',
    category: 'cata',
    week: -2,
    weekday: 4,
    start: [19, 30],
    end: [21, 30],
    price: 28000,
    capacity: 20,
    seats_taken: 20,
    es: {
      title: 'Sauvignon Blanc costero: Leyda, San Antonio y Casablanca',
      summary: 'Cinco Sauvignon Blanc a menos de quince kilómetros del Pacífico.',
      body: [
        {
          type: 'p',
          text: 'La brisa fría del Pacífico y la corriente de Humboldt dan a los valles costeros sus blancos de acidez vibrante y notas herbales.',
        },
        { type: 'ul', items: ['Leyda', 'Lo Abarca', 'Casablanca alto', 'Paredones', 'Limarí costero'] },
      ],
      includes: ['5 vinos', 'Ceviche de reineta'],
    },
    en: {
      title: 'Coastal Sauvignon Blanc: Leyda, San Antonio and Casablanca',
      summary: 'Five Sauvignon Blancs grown less than fifteen kilometres from the Pacific.',
      body: [
        {
          type: 'p',
          text: 'The cold Pacific breeze and the Humboldt current give the coastal valleys their whites of vibrant acidity and herbal notes.',
        },
        { type: 'ul', items: ['Leyda', 'Lo Abarca', 'Upper Casablanca', 'Paredones', 'Coastal Limarí'] },
      ],
      includes: ['5 wines', 'Reineta ceviche'],
    },
  },
  {
    slug: 'chocolates-y-vinos-dulces',
    category: 'maridaje',
    week: -4,
    weekday: 5,
    start: [19, 0],
    end: [21, 30],
    price: 34000,
    capacity: 20,
    seats_taken: 18,
    es: {
      title: 'Chocolates y vinos dulces',
      summary: 'Cacao de origen con Late Harvest, Oporto y Pedro Ximénez.',
      body: [
        {
          type: 'p',
          text: 'Cinco chocolates de origen único frente a cinco vinos dulces y fortificados: una noche para el postre.',
        },
        {
          type: 'ul',
          items: [
            'Late Harvest de Sauvignon Blanc',
            'Oporto Tawny 10 años',
            'Pedro Ximénez de Jerez',
            'Moscatel del Elqui',
            'Banyuls',
          ],
        },
      ],
      includes: ['5 vinos dulces', '5 chocolates de origen'],
    },
    en: {
      title: 'Chocolate & sweet wines',
      summary: 'Single-origin cacao with Late Harvest, Port and Pedro Ximénez.',
      body: [
        {
          type: 'p',
          text: 'Five single-origin chocolates with five sweet and fortified wines: an evening for dessert.',
        },
        {
          type: 'ul',
          items: [
            'Sauvignon Blanc Late Harvest',
            '10-year-old Tawny Port',
            'Pedro Ximénez sherry',
            'Elqui Muscat',
            'Banyuls',
          ],
        },
      ],
      includes: ['5 sweet wines', '5 single-origin chocolates'],
    },
  },
  {
    slug: 'lanzamiento-rose-colchagua',
    category: 'lanzamiento',
    week: -6,
    weekday: 6,
    start: [19, 0],
    end: [21, 30],
    price: 0,
    capacity: 40,
    seats_taken: 37,
    es: {
      title: 'Lanzamiento: rosé provenzal de Colchagua',
      summary: 'Un rosé pálido de Garnacha y Cinsault para el verano, presentado por su enólogo.',
      body: [
        { type: 'p', text: 'Presentamos el rosé de la temporada con su enólogo y una tarde de música en el patio.' },
      ],
      includes: ['Copa de bienvenida', 'Picoteo'],
    },
    en: {
      title: 'Launch: Provence-style rosé from Colchagua',
      summary: 'A pale Grenache and Cinsault rosé for summer, presented by its winemaker.',
      body: [
        {
          type: 'p',
          text: 'We presented the rosé of the season with its winemaker and an afternoon of music on the patio.',
        },
      ],
      includes: ['Welcome glass', 'Nibbles'],
    },
  },
]
