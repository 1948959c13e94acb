import { h2, p, quote, ul, type SeedArticle } from './blocks.ts'

// Maridajes / Pairings.
export const pairingArticles: SeedArticle[] = [
  {
    slug: 'maridaje-sin-miedo-cinco-reglas',
    category: 'maridajes',
    author: 'Valentina Cortés',
    published_at: '2025-02-12T13:00:00Z',
    reading_minutes: 6,
    tags: ['maridaje', 'acidez', 'guía'],
    products: [
      'vina-alto-pirque-gran-reserva-carmenere-2019',
      'vina-lo-ovalle-reserva-sauvignon-blanc-2020',
      'vina-brisa-del-pacifico-gran-reserva-pinot-noir-2019',
    ],
    download: 'guia-de-maridajes.pdf',
    es: {
      title: 'Maridaje sin miedo: cinco reglas que sí funcionan',
      excerpt:
        'Olvida las tablas imposibles. Con cinco ideas simples —peso, acidez, dulzor, picante y origen— acertarás en casi todas las comidas.',
      download: 'Guía de maridajes imprimible',
      body: [
        p(
          'El maridaje no es un examen. Es la búsqueda de que el vino y el plato se hagan mejores juntos. Después de años recomendando botellas en la tienda, estas son las cinco reglas que más usamos.',
        ),
        h2('1. Peso con peso'),
        p(
          'Un plato liviano pide un vino liviano, y uno contundente, un vino con cuerpo. Un Sauvignon Blanc de Casablanca brilla con una reineta a la plancha; un Carménère del Maipo resiste un plateada al horno.',
        ),
        h2('2. La acidez es tu mejor amiga'),
        p(
          'Los vinos con buena acidez limpian la grasa y acompañan platos ácidos como un ceviche o una ensalada con limón. Si el plato es más ácido que el vino, el vino se verá plano.',
        ),
        h2('3. El vino dulce, más dulce que el postre'),
        p(
          'Con un postre, el vino debe ser igual o más dulce. Un brut con una torta de mil hojas sabe amargo; un cosecha tardía, en cambio, la acompaña sin esfuerzo.',
        ),
        h2('4. Picante: poco alcohol, poco tanino'),
        p(
          'El ají y el merkén amplifican el alcohol y los taninos. Elige blancos aromáticos, rosados o tintos frutales y frescos como un País o un Pinot Noir.',
        ),
        h2('5. Lo que crece junto, va junto'),
        p(
          'Los maridajes regionales rara vez fallan: Crottin de Chavignol con Sauvignon Blanc del Loira, pastel de choclo con un tinto del Maule, machas con un Chardonnay costero.',
        ),
        quote('Marida con la salsa, no con la proteína: un pollo al curry y un pollo al limón piden vinos distintos.'),
        p('Descarga nuestra guía imprimible y tenla a mano en la cocina.'),
      ],
    },
    en: {
      title: 'Fearless food and wine pairing: five rules that really work',
      excerpt:
        'Forget impossible charts. Five simple ideas —weight, acidity, sweetness, spice and origin— will get almost every meal right.',
      download: 'Printable pairing guide',
      body: [
        p(
          'Pairing is not an exam. It is about wine and food making each other better. After years of recommending bottles in the shop, these are the five rules we use most.',
        ),
        h2('1. Match weight with weight'),
        p(
          'A light dish wants a light wine, a hearty one a full-bodied wine. A Casablanca Sauvignon Blanc shines with grilled fish; a Maipo Carménère stands up to slow-roasted beef.',
        ),
        h2('2. Acidity is your best friend'),
        p(
          'Wines with good acidity cut through fat and match sharp dishes such as ceviche or a lemony salad. If the dish is more acidic than the wine, the wine tastes flat.',
        ),
        h2('3. Sweet wine, sweeter than dessert'),
        p(
          'With dessert, the wine should be as sweet or sweeter. A brut with a cream cake tastes bitter; a late harvest wine goes along effortlessly.',
        ),
        h2('4. Spice: low alcohol, low tannin'),
        p(
          'Chilli and merkén amplify alcohol and tannin. Choose aromatic whites, rosés or fresh, fruity reds such as País or Pinot Noir.',
        ),
        h2('5. What grows together goes together'),
        p(
          'Regional pairings rarely fail: Crottin de Chavignol with Loire Sauvignon Blanc, pastel de choclo with a red from Maule, razor clams with a coastal Chardonnay.',
        ),
        quote('Pair with the sauce, not the protein: curry chicken and lemon chicken want different wines.'),
        p('Download our printable guide and keep it in the kitchen.'),
      ],
    },
  },
  {
    slug: 'que-vino-abrir-en-un-asado',
    category: 'maridajes',
    author: 'Matías Pereira',
    published_at: '2025-09-10T12:00:00Z',
    reading_minutes: 5,
    tags: ['asado', 'carménère', 'cabernet sauvignon', 'fiestas patrias'],
    products: [
      'vina-apalta-norte-gran-reserva-carmenere-2021',
      'vina-peumo-antiguo-gran-reserva-cabernet-sauvignon-2020',
      'vina-alto-pirque-gran-reserva-syrah-2019',
      'longaniza-de-chillan-artesanal',
    ],
    es: {
      title: 'Qué vino abrir en un asado chileno',
      excerpt:
        'Del choripán al lomo vetado: una guía corte por corte para que la parrilla de Fiestas Patrias tenga el vino que merece.',
      body: [
        p(
          'El asado chileno es una sucesión de momentos: la longaniza de la entrada, el pollo, las costillas y, al final, los cortes nobles. Cada uno pide algo distinto, así que conviene tener más de una botella abierta.',
        ),
        h2('Para empezar: choripán y anticuchos'),
        p(
          'Un País o un Cinsault del Itata, servidos algo frescos (14 °C), acompañan la grasa y el pebre sin cansar. También funciona un rosado seco.',
        ),
        h2('El corazón de la parrilla'),
        ul(
          'Lomo vetado o entraña: Cabernet Sauvignon del Maipo o del Cachapoal, con taninos firmes que se suavizan con la grasa.',
          'Costillar de cerdo: Syrah, por su fruta negra y su toque especiado.',
          'Con merkén o ají: Carménère de Colchagua, que tiene notas de pimienta y taninos redondos.',
        ),
        h2('Un consejo de temperatura'),
        p(
          'En septiembre el sol pega fuerte. Un tinto a 25 °C se siente alcohólico: mete la botella al refrigerador 20 minutos antes de abrirla y mantenla a la sombra.',
        ),
        quote(
          'La mejor botella del asado es la que se abre a tiempo: descorcha los tintos grandes media hora antes de servir la carne.',
        ),
      ],
    },
    en: {
      title: 'Which wine to open at a Chilean barbecue',
      excerpt: 'From choripán to rib-eye: a cut-by-cut guide so the national holiday grill gets the wine it deserves.',
      body: [
        p(
          'A Chilean asado is a sequence of moments: sausage to start, then chicken, ribs and finally the prime cuts. Each asks for something different, so it pays to have more than one bottle open.',
        ),
        h2('To start: choripán and skewers'),
        p(
          'A País or Cinsault from Itata, served slightly cool (14 °C), handles the fat and the pebre salsa without tiring the palate. A dry rosé also works.',
        ),
        h2('The heart of the grill'),
        ul(
          'Rib-eye or skirt steak: Cabernet Sauvignon from Maipo or Cachapoal, with firm tannins the fat softens.',
          'Pork ribs: Syrah, for its black fruit and spicy touch.',
          'With merkén or chilli: Colchagua Carménère, with peppery notes and round tannins.',
        ),
        h2('A word on temperature'),
        p(
          'The September sun is strong. A red at 25 °C tastes hot: put the bottle in the fridge for 20 minutes before opening and keep it in the shade.',
        ),
        quote(
          'The best bottle at a barbecue is the one opened on time: uncork the big reds half an hour before the meat is served.',
        ),
      ],
    },
  },
  {
    slug: 'mariscos-y-blancos-de-la-costa',
    category: 'maridajes',
    author: 'Valentina Cortés',
    published_at: '2025-12-04T13:00:00Z',
    reading_minutes: 4,
    tags: ['mariscos', 'sauvignon blanc', 'chardonnay', 'leyda'],
    products: [
      'vina-lo-abarca-gran-reserva-sauvignon-blanc-2019',
      'vina-brisa-del-pacifico-gran-reserva-chardonnay-2019',
      'machas-al-natural',
    ],
    es: {
      title: 'Mariscos y blancos de la costa: machas, ostras y locos',
      excerpt:
        'El Pacífico nos da mariscos únicos y, a pocos kilómetros, viñedos costeros con blancos salinos. Así se encuentran en la mesa.',
      body: [
        p(
          'Los viñedos de Leyda, San Antonio y Casablanca están a menos de 20 kilómetros del mar. Sus blancos tienen una acidez vibrante y un toque salino que parece hecho para los mariscos chilenos.',
        ),
        h2('Ostras y erizos'),
        p(
          'Busca un Sauvignon Blanc costero sin madera o un espumante brut nature. La acidez y la burbuja limpian el yodo y realzan la textura.',
        ),
        h2('Machas a la parmesana'),
        p(
          'El queso gratinado y la mantequilla piden un Chardonnay con algo de barrica, como los del Limarí o Leyda, que suman cremosidad sin perder frescura.',
        ),
        h2('Locos con mayonesa y chupe de jaibas'),
        ul(
          'Locos: un Chardonnay sin madera o un Riesling seco.',
          'Chupe de jaibas: un Chardonnay con crianza o incluso un Pinot Noir liviano.',
          'Pailas marinas: un rosado de Cinsault con buena acidez.',
        ),
        quote('Regla rápida: cuanto más crudo y salino el marisco, más fresco y tenso el vino.'),
      ],
    },
    en: {
      title: 'Shellfish and coastal whites: razor clams, oysters and abalone',
      excerpt:
        'The Pacific gives us unique shellfish and, a few kilometres inland, coastal vineyards with saline whites. This is how they meet at the table.',
      body: [
        p(
          'The vineyards of Leyda, San Antonio and Casablanca lie less than 20 kilometres from the sea. Their whites have vibrant acidity and a saline touch that seems made for Chilean shellfish.',
        ),
        h2('Oysters and sea urchins'),
        p(
          'Look for an unoaked coastal Sauvignon Blanc or a brut nature sparkling wine. Acidity and bubbles clean the iodine and lift the texture.',
        ),
        h2('Razor clams with parmesan'),
        p(
          'Grilled cheese and butter call for a Chardonnay with some oak, like those from Limarí or Leyda, adding creaminess without losing freshness.',
        ),
        h2('Chilean abalone and crab chowder'),
        ul(
          'Loco (Chilean abalone): an unoaked Chardonnay or a dry Riesling.',
          'Crab chowder: an oak-aged Chardonnay or even a light Pinot Noir.',
          'Seafood stew: a Cinsault rosé with good acidity.',
        ),
        quote('Quick rule: the rawer and saltier the shellfish, the fresher and tauter the wine.'),
      ],
    },
  },
  {
    slug: 'cena-de-navidad-un-vino-para-cada-plato',
    category: 'maridajes',
    author: 'Josefina Lagos',
    published_at: '2025-12-15T12:00:00Z',
    reading_minutes: 5,
    tags: ['navidad', 'espumante', 'pinot noir', 'champagne'],
    products: [
      'champagne-henri-dufresne-blanc-de-blancs-nv',
      'domaine-bernard-lavaux-bourgogne-pinot-noir-2023',
      'vina-apalta-norte-gran-reserva-carmenere-2021',
      'foie-gras-de-canard-entier',
    ],
    es: {
      title: 'La cena de Navidad: un vino para cada plato',
      excerpt:
        'Pavo, pernil, ensaladas y pan de pascua en la misma mesa. Te proponemos una secuencia de vinos que acompaña toda la noche.',
      body: [
        p(
          'La cena de Nochebuena en Chile mezcla tradiciones: pavo relleno, pernil, ensalada chilena, papas duquesas y, de postre, pan de pascua. Estas son nuestras sugerencias para que cada momento tenga su copa.',
        ),
        h2('Aperitivo: burbujas'),
        p(
          'Un espumante brut o un Champagne blanc de blancs abre el apetito y acompaña canapés, salmón ahumado y foie gras.',
        ),
        h2('El plato principal'),
        ul(
          'Pavo: Pinot Noir de Borgoña o de la costa chilena, o un Chardonnay con crianza.',
          'Pernil de cerdo: Carménère o Syrah, con fruta madura y especias.',
          'Mesa vegetariana: un blanco aromático como Riesling o Gewürztraminer.',
        ),
        h2('Postre y sobremesa'),
        p(
          'El pan de pascua, con frutas confitadas y especias, va muy bien con un Sauvignon Blanc cosecha tardía. Y para la sobremesa, el clásico cola de mono bien helado.',
        ),
        quote(
          'Calcula media botella por adulto en la cena, más una botella de espumante cada seis personas para el brindis.',
        ),
      ],
    },
    en: {
      title: 'Christmas dinner: a wine for every course',
      excerpt:
        'Turkey, roast pork, salads and pan de pascua on the same table. Here is a sequence of wines for the whole evening.',
      body: [
        p(
          'Christmas Eve dinner in Chile mixes traditions: stuffed turkey, roast pork leg, Chilean salad, duchess potatoes and pan de pascua for dessert. These are our suggestions so every moment has its glass.',
        ),
        h2('Aperitif: bubbles'),
        p(
          'A brut sparkling wine or a blanc de blancs Champagne opens the appetite and goes with canapés, smoked salmon and foie gras.',
        ),
        h2('The main course'),
        ul(
          'Turkey: Pinot Noir from Burgundy or the Chilean coast, or an oak-aged Chardonnay.',
          'Roast pork leg: Carménère or Syrah, with ripe fruit and spice.',
          'Vegetarian table: an aromatic white such as Riesling or Gewürztraminer.',
        ),
        h2('Dessert and after dinner'),
        p(
          'Pan de pascua, with candied fruit and spices, is lovely with a late harvest Sauvignon Blanc. And after dinner, the classic cola de mono, well chilled.',
        ),
        quote(
          'Plan on half a bottle per adult for dinner, plus one bottle of sparkling wine for every six people for the toast.',
        ),
      ],
    },
  },
  {
    slug: 'vino-y-chocolate',
    category: 'maridajes',
    author: 'Josefina Lagos',
    published_at: '2026-02-10T13:00:00Z',
    reading_minutes: 4,
    tags: ['chocolate', 'cosecha tardía', 'postres'],
    products: ['vina-lontue-cosecha-tardia-2021', 'chocolate-amargo-70-cacao', 'trufas-de-chocolate-belga'],
    es: {
      title: 'Vino y chocolate: parejas que funcionan (y las que no)',
      excerpt:
        'El chocolate es uno de los maridajes más difíciles. Te contamos qué vinos lo acompañan de verdad para un San Valentín sin errores.',
      body: [
        p(
          'El chocolate cubre el paladar con grasa y dulzor, y tiene amargor propio. Por eso muchos tintos secos se vuelven ásperos a su lado. La clave está en el dulzor y la intensidad.',
        ),
        h2('Chocolate amargo (70 % o más)'),
        p(
          'Funciona con vinos fortificados tintos o con un Carménère muy maduro de taninos suaves. El amargor del cacao pide fruta negra y algo de dulzor.',
        ),
        h2('Chocolate de leche y trufas'),
        p(
          'Un cosecha tardía de Sauvignon Blanc o un Moscatel acompañan la cremosidad y las notas de caramelo. Con bombones de frutos rojos, prueba un espumante rosado semiseco.',
        ),
        h2('Lo que conviene evitar'),
        ul(
          'Espumantes brut o extra brut: se vuelven agrios.',
          'Tintos muy tánicos y jóvenes: el tanino y el cacao se suman y secan la boca.',
          'Blancos secos y ligeros: desaparecen frente al chocolate.',
        ),
        quote('Si dudas, elige un vino más dulce que el chocolate: casi nunca falla.'),
      ],
    },
    en: {
      title: 'Wine and chocolate: pairings that work (and those that don’t)',
      excerpt:
        'Chocolate is one of the hardest pairings. Here are the wines that really go with it, for a mistake-free Valentine’s Day.',
      body: [
        p(
          'Chocolate coats the palate with fat and sweetness, and brings its own bitterness. That is why many dry reds turn harsh next to it. The key is sweetness and intensity.',
        ),
        h2('Dark chocolate (70% and above)'),
        p(
          'It works with fortified red wines or a very ripe, soft-tannin Carménère. The bitterness of cocoa wants black fruit and some sweetness.',
        ),
        h2('Milk chocolate and truffles'),
        p(
          'A late harvest Sauvignon Blanc or a Muscat matches the creaminess and caramel notes. With red-berry bonbons, try an off-dry sparkling rosé.',
        ),
        h2('What to avoid'),
        ul(
          'Brut or extra brut sparkling wines: they turn sour.',
          'Young, very tannic reds: tannin and cocoa add up and dry the mouth.',
          'Light dry whites: they vanish next to chocolate.',
        ),
        quote('When in doubt, choose a wine sweeter than the chocolate: it almost never fails.'),
      ],
    },
  },
  {
    slug: 'ceviche-sushi-y-nikkei',
    category: 'maridajes',
    author: 'Tomás Riquelme',
    published_at: '2026-03-05T13:00:00Z',
    reading_minutes: 4,
    tags: ['ceviche', 'sushi', 'sauvignon blanc', 'espumante'],
    products: [
      'vina-alcohuaz-alto-reserva-sauvignon-blanc-2020',
      'vina-lo-ovalle-brut-2021',
      'champagne-henri-dufresne-brut-rose-2021',
    ],
    es: {
      title: 'Ceviche, sushi y cocina nikkei: qué vino servir',
      excerpt:
        'Limón, soya, jengibre y ají: sabores intensos que piden vinos frescos y precisos. Nuestra selección para la cocina del Pacífico.',
      body: [
        p(
          'La cocina nikkei —el encuentro entre Japón y Perú— se volvió parte de la mesa chilena. Sus sabores ácidos, salados y picantes son exigentes con el vino, pero tienen compañeros ideales.',
        ),
        h2('Ceviche'),
        p(
          'La leche de tigre es muy ácida: el vino necesita aún más acidez. Un Sauvignon Blanc del Elqui o de Leyda, sin madera, es la apuesta segura.',
        ),
        h2('Sushi y sashimi'),
        p(
          'Un espumante brut acompaña el arroz, la soya y el pescado graso como el salmón. Con sashimi de atún, prueba un rosado seco o un Pinot Noir muy liviano y frío.',
        ),
        h2('Tiraditos con ají amarillo'),
        ul(
          'Riesling con un toque de dulzor para calmar el picante.',
          'Gewürztraminer para las salsas con jengibre y maracuyá.',
          'Evita tintos con mucho tanino: el pescado crudo toma un sabor metálico.',
        ),
      ],
    },
    en: {
      title: 'Ceviche, sushi and Nikkei cuisine: which wine to serve',
      excerpt:
        'Lime, soy, ginger and chilli: intense flavours that want fresh, precise wines. Our picks for Pacific cooking.',
      body: [
        p(
          'Nikkei cuisine —where Japan meets Peru— has become part of the Chilean table. Its sour, salty and spicy flavours are demanding with wine, but they have ideal partners.',
        ),
        h2('Ceviche'),
        p(
          'Tiger’s milk is very acidic: the wine needs even more acidity. An unoaked Sauvignon Blanc from Elqui or Leyda is the safe bet.',
        ),
        h2('Sushi and sashimi'),
        p(
          'A brut sparkling wine goes with rice, soy and oily fish such as salmon. With tuna sashimi, try a dry rosé or a very light, chilled Pinot Noir.',
        ),
        h2('Tiraditos with ají amarillo'),
        ul(
          'Riesling with a touch of sweetness to calm the heat.',
          'Gewürztraminer for sauces with ginger and passion fruit.',
          'Avoid tannic reds: raw fish takes on a metallic taste.',
        ),
      ],
    },
  },
  {
    slug: 'pasta-pizza-y-risotto',
    category: 'maridajes',
    author: 'Matías Pereira',
    published_at: '2026-10-20T13:00:00Z',
    reading_minutes: 5,
    tags: ['italia', 'pasta', 'sangiovese', 'pinot noir'],
    products: [
      'fattoria-poggio-al-sole-supertoscano-2015',
      'vina-coelemu-alto-reserva-pais-2021',
      'parmigiano-reggiano-dop-24-meses',
    ],
    es: {
      title: 'Pasta, pizza y risotto: vinos para la cocina italiana',
      excerpt:
        'La salsa manda. Del pomodoro al pesto y del risotto de hongos a la carbonara, así se elige el vino para cada plato.',
      body: [
        p(
          'En la cocina italiana el vino se elige mirando la salsa. La pasta es el lienzo; el tomate, la crema o el pesto son los que deciden.',
        ),
        h2('Salsas de tomate'),
        p(
          'El tomate es ácido y pide tintos con buena acidez y taninos moderados: Sangiovese de la Toscana, Barbera, o un País chileno fresco. Para una pizza margherita, cualquiera de ellos funciona.',
        ),
        h2('Crema, mantequilla y queso'),
        p(
          'Una carbonara o unos fettuccine Alfredo van con un Chardonnay con algo de crianza o un espumante que limpie la grasa del Parmigiano.',
        ),
        h2('Pesto y verduras'),
        p('La albahaca y el ajo piden un blanco herbáceo: Sauvignon Blanc o Vermentino.'),
        h2('Risotto de hongos'),
        p('Los hongos y su sabor terroso encuentran en el Pinot Noir a su mejor compañero.'),
        quote('Un Supertoscano —Sangiovese con Cabernet— es ideal para una lasaña o un ragú de larga cocción.'),
      ],
    },
    en: {
      title: 'Pasta, pizza and risotto: wines for Italian cooking',
      excerpt:
        'The sauce rules. From pomodoro to pesto, mushroom risotto to carbonara, this is how to choose the wine for each dish.',
      body: [
        p(
          'In Italian cooking, the wine is chosen by looking at the sauce. Pasta is the canvas; tomato, cream or pesto decide.',
        ),
        h2('Tomato sauces'),
        p(
          'Tomato is acidic and wants reds with good acidity and moderate tannins: Tuscan Sangiovese, Barbera or a fresh Chilean País. For a margherita pizza, any of them works.',
        ),
        h2('Cream, butter and cheese'),
        p(
          'Carbonara or fettuccine Alfredo go with a lightly oaked Chardonnay or a sparkling wine that cleans the fat of the Parmigiano.',
        ),
        h2('Pesto and vegetables'),
        p('Basil and garlic want a herbaceous white: Sauvignon Blanc or Vermentino.'),
        h2('Mushroom risotto'),
        p('Mushrooms and their earthy flavour find their best partner in Pinot Noir.'),
        quote('A Super Tuscan —Sangiovese with Cabernet— is ideal for lasagne or a slow-cooked ragù.'),
      ],
    },
  },
]
