import { h2, p, quote, ul, type SeedArticle } from './blocks.ts'

// Guías de cepas / Grape guides, and Valles y regiones / Valleys and regions.
export const grapeArticles: SeedArticle[] = [
  {
    slug: 'carmenere-la-cepa-perdida',
    category: 'cepas',
    author: 'Tomás Riquelme',
    published_at: '2025-11-24T12:00:00Z',
    reading_minutes: 7,
    featured: true,
    tags: ['carménère', 'historia', 'colchagua', 'burdeos'],
    products: [
      'vina-apalta-norte-gran-reserva-carmenere-2021',
      'vina-peumo-antiguo-gran-reserva-carmenere-2020',
      'vina-alto-pirque-gran-reserva-carmenere-2019',
      'caja-carmenere-de-colchagua-3',
    ],
    es: {
      title: 'Carménère, la cepa perdida y encontrada',
      excerpt:
        'Desapareció de Burdeos con la filoxera y sobrevivió en Chile disfrazada de Merlot. La historia de la uva que se convirtió en emblema nacional.',
      body: [
        p(
          'A mediados del siglo XIX, las familias que fundaron las primeras viñas de Chile trajeron cepas desde Burdeos. Entre los sarmientos de Cabernet Sauvignon, Merlot y Malbec venía otra variedad, entonces muy apreciada en el Médoc: la Carménère, llamada así por el color carmín de sus hojas en otoño.',
        ),
        h2('La filoxera y el olvido'),
        p(
          'Pocos años después, la filoxera —un insecto que ataca las raíces— arrasó los viñedos europeos. Al replantar, Burdeos abandonó la Carménère: madura tarde, su floración es irregular y rinde poco. En Europa prácticamente desapareció.',
        ),
        h2('Un Merlot que no era Merlot'),
        p(
          'Chile nunca tuvo filoxera. La Carménère siguió creciendo mezclada con el Merlot y se vendió durante un siglo como "Merlot chileno", más especiado y de maduración más tardía que el original.',
        ),
        quote(
          'El 24 de noviembre de 1994, el ampelógrafo francés Jean-Michel Boursiquot la identificó en un viñedo chileno. Hoy esa fecha se celebra como el Día del Carménère.',
        ),
        h2('Cómo es en la copa'),
        ul(
          'Color rojo violáceo profundo.',
          'Aromas de fruta negra, pimienta, ají dulce y, cuando no madura del todo, pimentón verde.',
          'Taninos suaves y redondos, acidez media.',
        ),
        h2('Dónde crece mejor'),
        p(
          'Necesita calor y un otoño largo: Colchagua (especialmente Apalta), Peumo en el Cachapoal y el Maipo dan los mejores ejemplos. Acompáñala con un pernil, un charquicán o carnes con merkén.',
        ),
      ],
    },
    en: {
      title: 'Carménère, the grape that was lost and found',
      excerpt:
        'It vanished from Bordeaux with phylloxera and survived in Chile disguised as Merlot. The story of the grape that became a national emblem.',
      body: [
        p(
          'In the mid-19th century, the families who founded Chile’s first wineries brought vines from Bordeaux. Among the Cabernet Sauvignon, Merlot and Malbec cuttings came another variety, then prized in the Médoc: Carménère, named after the crimson colour of its leaves in autumn.',
        ),
        h2('Phylloxera and oblivion'),
        p(
          'A few years later phylloxera —an insect that attacks the roots— devastated Europe’s vineyards. When replanting, Bordeaux dropped Carménère: it ripens late, flowers unevenly and yields little. In Europe it all but disappeared.',
        ),
        h2('A Merlot that was not Merlot'),
        p(
          'Chile never had phylloxera. Carménère kept growing mixed with Merlot and was sold for a century as "Chilean Merlot", spicier and later-ripening than the original.',
        ),
        quote(
          'On 24 November 1994 the French ampelographer Jean-Michel Boursiquot identified it in a Chilean vineyard. The date is now celebrated as Carménère Day.',
        ),
        h2('In the glass'),
        ul(
          'Deep purple-red colour.',
          'Aromas of black fruit, pepper, sweet chilli and, when not fully ripe, green bell pepper.',
          'Soft, round tannins and medium acidity.',
        ),
        h2('Where it grows best'),
        p(
          'It needs warmth and a long autumn: Colchagua (Apalta especially), Peumo in Cachapoal and Maipo give the best examples. Pair it with roast pork, charquicán or meat with merkén.',
        ),
      ],
    },
  },
  {
    slug: 'cabernet-sauvignon-rey-del-alto-maipo',
    category: 'cepas',
    author: 'Tomás Riquelme',
    published_at: '2025-04-08T12:00:00Z',
    reading_minutes: 5,
    tags: ['cabernet sauvignon', 'maipo', 'guarda'],
    products: [
      'vina-alto-pirque-gran-ensamblaje-2021',
      'vina-peumo-antiguo-gran-reserva-cabernet-sauvignon-2020',
      'caja-cabernet-del-maipo-3',
    ],
    es: {
      title: 'Cabernet Sauvignon, el rey del Alto Maipo',
      excerpt:
        'Cassis, menta y taninos firmes: por qué los faldeos de la cordillera, al sur de Santiago, dan algunos de los mejores Cabernet del mundo.',
      body: [
        p(
          'El Cabernet Sauvignon es la cepa más plantada de Chile y el Alto Maipo es su casa. Entre Puente Alto y Pirque, a 400–800 metros de altura, los viñedos reciben el aire frío que baja de los Andes cada tarde.',
        ),
        h2('Qué le da la cordillera'),
        ul(
          'Noches frías que conservan la acidez y el color.',
          'Suelos aluviales pedregosos, pobres y con buen drenaje.',
          'Notas características de menta, eucalipto y grafito sobre la fruta negra.',
        ),
        h2('Un vino para guardar'),
        p(
          'Sus taninos firmes le permiten evolucionar 10 a 20 años en buenas condiciones. Con el tiempo aparecen notas de cedro, tabaco y cuero.',
        ),
        quote(
          'Joven, decántalo una hora. Con diez años, solo sírvelo con cuidado para dejar los sedimentos en la botella.',
        ),
        p('En la mesa, es el compañero clásico del lomo vetado, el cordero al romero y los quesos duros.'),
      ],
    },
    en: {
      title: 'Cabernet Sauvignon, king of the Alto Maipo',
      excerpt:
        'Cassis, mint and firm tannins: why the Andean foothills south of Santiago produce some of the world’s best Cabernets.',
      body: [
        p(
          'Cabernet Sauvignon is Chile’s most planted grape and the Alto Maipo is its home. Between Puente Alto and Pirque, at 400–800 metres, the vineyards get the cold air that flows down from the Andes every afternoon.',
        ),
        h2('What the mountains give'),
        ul(
          'Cold nights that preserve acidity and colour.',
          'Stony alluvial soils, poor and well drained.',
          'Signature notes of mint, eucalyptus and graphite over black fruit.',
        ),
        h2('A wine to keep'),
        p(
          'Its firm tannins let it develop for 10 to 20 years in good conditions. With time, cedar, tobacco and leather appear.',
        ),
        quote(
          'Young, decant it for an hour. At ten years old, simply pour carefully and leave the sediment in the bottle.',
        ),
        p('At the table it is the classic partner for rib-eye, rosemary lamb and hard cheeses.'),
      ],
    },
  },
  {
    slug: 'pais-la-uva-de-los-misioneros',
    category: 'cepas',
    author: 'Valentina Cortés',
    published_at: '2025-06-18T12:00:00Z',
    reading_minutes: 5,
    tags: ['país', 'itata', 'maule', 'historia'],
    products: [
      'vina-coelemu-alto-reserva-pais-2021',
      'vina-loncomilla-pet-nat-nv',
      'vina-coelemu-alto-reserva-cinsault-2019',
    ],
    es: {
      title: 'País: la uva que llegó con los misioneros',
      excerpt:
        'Durante 300 años fue el vino de Chile. Olvidada y luego redescubierta, la País vive hoy una segunda juventud en el secano.',
      body: [
        p(
          'La País llegó a Chile en el siglo XVI con los misioneros españoles, que necesitaban vino para la misa. Es la misma variedad que en Canarias se llama Listán Prieto y en California, Mission.',
        ),
        h2('Viñas centenarias en el secano'),
        p(
          'En el Maule, el Itata y el Biobío sobreviven parras de más de 200 años, plantadas en cabeza y sin riego. De ellas salía el pipeño, el vino campesino que se tomaba en las fondas.',
        ),
        h2('Una segunda juventud'),
        p(
          'Desde hace unos quince años, productores jóvenes la vinifican con cuidado: vinos livianos, de color claro, aromas de frutilla silvestre y tierra, y una frescura que invita a servirlos algo fríos.',
        ),
        ul(
          'Servir a 13–14 °C.',
          'Ideal con empanadas, cazuela y charcutería.',
          'También en versión espumante pét-nat.',
        ),
        quote('La País demuestra que un vino liviano puede ser profundo: cuenta la historia del campo chileno.'),
      ],
    },
    en: {
      title: 'País: the grape that came with the missionaries',
      excerpt:
        'For 300 years it was Chile’s wine. Forgotten and then rediscovered, País is enjoying a second youth in the dry-farmed south.',
      body: [
        p(
          'País arrived in Chile in the 16th century with Spanish missionaries, who needed wine for mass. It is the same variety the Canary Islands call Listán Prieto and California calls Mission.',
        ),
        h2('Centenarian dry-farmed vines'),
        p(
          'In Maule, Itata and Biobío, bush vines over 200 years old survive without irrigation. They gave pipeño, the country wine drunk at rural fondas.',
        ),
        h2('A second youth'),
        p(
          'For about fifteen years young producers have made it with care: light, pale wines with aromas of wild strawberry and earth, and a freshness that invites serving them slightly chilled.',
        ),
        ul('Serve at 13–14 °C.', 'Ideal with empanadas, cazuela and charcuterie.', 'Also as a pét-nat sparkling wine.'),
        quote('País shows that a light wine can be deep: it tells the story of the Chilean countryside.'),
      ],
    },
  },
  {
    slug: 'pinot-noir-de-clima-frio',
    category: 'cepas',
    author: 'Josefina Lagos',
    published_at: '2026-03-19T12:00:00Z',
    reading_minutes: 6,
    tags: ['pinot noir', 'borgoña', 'leyda', 'clima frío'],
    products: [
      'domaine-bernard-lavaux-bourgogne-pinot-noir-2023',
      'vina-lo-abarca-gran-reserva-pinot-noir-2019',
      'vina-traiguen-austral-reserva-pinot-noir-2021',
      'caja-pinot-noir-costeros-3',
    ],
    es: {
      title: 'Pinot Noir de clima frío: de Borgoña a Leyda',
      excerpt:
        'La cepa más caprichosa necesita frío para brillar. Un viaje por la Côte d’Or y la costa chilena, de Casablanca a Malleco.',
      body: [
        p(
          'El Pinot Noir tiene piel delgada, brota temprano y se quema con facilidad. En climas cálidos pierde su encanto; en climas fríos da vinos delicados, aromáticos y de gran capacidad de guarda.',
        ),
        h2('Borgoña, la referencia'),
        p(
          'En la Côte d’Or, cada viñedo —cada climat— produce un Pinot distinto. Desde un Bourgogne rouge hasta un Grand Cru, la idea es la misma: transparencia del lugar.',
        ),
        h2('Chile mira al mar y al sur'),
        ul(
          'Casablanca y San Antonio-Leyda: frescor de la corriente de Humboldt, notas de guinda y especias.',
          'Limarí: suelos calcáreos y neblina matinal, vinos tensos y minerales.',
          'Malleco y Biobío: lluvia y frío del sur, Pinot de fruta roja y gran acidez.',
        ),
        quote('Sírvelo a 14–15 °C en una copa amplia: el Pinot Noir abre sus aromas con aire.'),
        p('Marida con salmón, pato, risotto de hongos y quesos de pasta blanda.'),
      ],
    },
    en: {
      title: 'Cool-climate Pinot Noir: from Burgundy to Leyda',
      excerpt:
        'The fussiest grape needs cold to shine. A journey through the Côte d’Or and the Chilean coast, from Casablanca to Malleco.',
      body: [
        p(
          'Pinot Noir has thin skin, buds early and burns easily. In warm climates it loses its charm; in cool climates it gives delicate, aromatic, age-worthy wines.',
        ),
        h2('Burgundy, the benchmark'),
        p(
          'In the Côte d’Or every vineyard —every climat— makes a different Pinot. From a Bourgogne rouge to a Grand Cru, the idea is the same: transparency of place.',
        ),
        h2('Chile looks to the sea and the south'),
        ul(
          'Casablanca and San Antonio-Leyda: the coolness of the Humboldt Current, notes of sour cherry and spice.',
          'Limarí: limestone soils and morning fog, taut mineral wines.',
          'Malleco and Biobío: southern rain and cold, red-fruited Pinot with high acidity.',
        ),
        quote('Serve it at 14–15 °C in a wide glass: Pinot Noir opens up with air.'),
        p('Pair it with salmon, duck, mushroom risotto and soft cheeses.'),
      ],
    },
  },
]

export const regionArticles: SeedArticle[] = [
  {
    slug: 'valles-del-vino-chileno-de-norte-a-sur',
    category: 'valles-y-regiones',
    author: 'Matías Pereira',
    published_at: '2025-01-20T12:00:00Z',
    reading_minutes: 8,
    featured: true,
    tags: ['chile', 'valles', 'elqui', 'maipo', 'colchagua', 'itata'],
    products: [
      'vina-alcohuaz-alto-reserva-syrah-2023',
      'vina-lo-ovalle-reserva-sauvignon-blanc-2020',
      'vina-alto-pirque-gran-reserva-carmenere-2019',
      'vina-traiguen-austral-reserva-chardonnay-2023',
    ],
    download: 'mapa-valles-de-chile.pdf',
    es: {
      title: 'Los valles del vino chileno, de norte a sur',
      excerpt:
        'Más de 1.300 kilómetros de viñedos entre el desierto y la Patagonia. Un recorrido por los valles, sus climas y sus cepas, con un mapa para imprimir.',
      body: [
        p(
          'Chile es un país largo y angosto: el océano Pacífico al oeste, la cordillera de los Andes al este. Esa geografía crea valles muy distintos entre sí, y la diferencia este-oeste (costa, centro, cordillera) importa tanto como la norte-sur.',
        ),
        h2('Norte: Elqui, Limarí y Choapa'),
        p(
          'Cielos despejados, luz intensa y viñedos de altura. Syrah con notas de pimienta, Sauvignon Blanc y Chardonnay minerales. También es la tierra del pisco.',
        ),
        h2('Aconcagua, Casablanca y San Antonio'),
        p('Influencia marina y neblina matinal: la casa de los blancos frescos y del Pinot Noir chileno.'),
        h2('El Valle Central: Maipo, Cachapoal, Colchagua, Curicó y Maule'),
        p(
          'El corazón tinto de Chile. Cabernet Sauvignon en el Alto Maipo, Carménère en Peumo y Apalta, ensamblajes mediterráneos en Colchagua y viñas viejas de secano en el Maule.',
        ),
        h2('Sur: Itata, Biobío, Malleco y Osorno'),
        p(
          'Más lluvia y más frío. Cinsault y País centenarios en el Itata, Riesling y Pinot Noir en el Biobío, y Chardonnay de gran acidez en Malleco.',
        ),
        ul(
          'Elqui: Syrah, Sauvignon Blanc.',
          'Casablanca: Sauvignon Blanc, Chardonnay, Pinot Noir.',
          'Maipo: Cabernet Sauvignon.',
          'Colchagua: Carménère, Syrah, Malbec.',
          'Itata: Cinsault, País, Moscatel.',
          'Malleco: Chardonnay, Pinot Noir.',
        ),
        p('Descarga nuestro mapa de valles para llevar en tu próxima ruta del vino.'),
      ],
      download: 'Mapa de los valles de Chile (PDF)',
    },
    en: {
      title: 'Chile’s wine valleys, from north to south',
      excerpt:
        'Over 1,300 kilometres of vineyards between the desert and Patagonia. A tour of the valleys, their climates and grapes, with a printable map.',
      body: [
        p(
          'Chile is long and narrow: the Pacific to the west, the Andes to the east. That geography creates very different valleys, and the east-west divide (coast, centre, mountains) matters as much as north-south.',
        ),
        h2('North: Elqui, Limarí and Choapa'),
        p(
          'Clear skies, intense light and high vineyards. Peppery Syrah, mineral Sauvignon Blanc and Chardonnay. It is also pisco country.',
        ),
        h2('Aconcagua, Casablanca and San Antonio'),
        p('Marine influence and morning fog: the home of fresh whites and Chilean Pinot Noir.'),
        h2('The Central Valley: Maipo, Cachapoal, Colchagua, Curicó and Maule'),
        p(
          'Chile’s red heart. Cabernet Sauvignon in the Alto Maipo, Carménère in Peumo and Apalta, Mediterranean blends in Colchagua and old dry-farmed vines in Maule.',
        ),
        h2('South: Itata, Biobío, Malleco and Osorno'),
        p(
          'More rain and more cold. Century-old Cinsault and País in Itata, Riesling and Pinot Noir in Biobío, and high-acid Chardonnay in Malleco.',
        ),
        ul(
          'Elqui: Syrah, Sauvignon Blanc.',
          'Casablanca: Sauvignon Blanc, Chardonnay, Pinot Noir.',
          'Maipo: Cabernet Sauvignon.',
          'Colchagua: Carménère, Syrah, Malbec.',
          'Itata: Cinsault, País, Muscat.',
          'Malleco: Chardonnay, Pinot Noir.',
        ),
        p('Download our valley map to take on your next wine route.'),
      ],
      download: 'Map of Chile’s wine valleys (PDF)',
    },
  },
  {
    slug: 'itata-el-renacer-del-secano',
    category: 'valles-y-regiones',
    author: 'Valentina Cortés',
    published_at: '2025-08-05T12:00:00Z',
    reading_minutes: 5,
    tags: ['itata', 'cinsault', 'país', 'secano'],
    products: ['vina-coelemu-alto-reserva-cinsault-2019', 'vina-coelemu-alto-reserva-pais-2021'],
    es: {
      title: 'Itata: el renacer del secano',
      excerpt:
        'Uno de los valles más antiguos de América vuelve a estar de moda gracias a su Cinsault, sus suelos de granito y sus pequeños productores.',
      body: [
        p(
          'Entre Chillán y Concepción, el valle del Itata se planta con viñas desde el siglo XVI. Por siglos abasteció de vino a Concepción y al sur; luego quedó al margen de la modernización del Valle Central.',
        ),
        h2('Granito, lluvia y viñas en cabeza'),
        p(
          'Sus lomajes de suelos graníticos, las lluvias invernales y la brisa del Pacífico permiten cultivar sin riego. Las parras, conducidas en cabeza, son muchas veces centenarias.',
        ),
        h2('El Cinsault'),
        p(
          'Llegó después del terremoto de 1939 y hoy es la estrella del valle: tintos ligeros, florales y jugosos, de acidez viva, que se disfrutan frescos.',
        ),
        ul(
          'Cinsault: frutilla, violeta, notas terrosas.',
          'País: fruta roja silvestre y rusticidad amable.',
          'Moscatel de Alejandría: blancos aromáticos y secos.',
        ),
        quote('Comprar Itata es apoyar a familias que trabajan la viña a caballo y a mano.'),
      ],
    },
    en: {
      title: 'Itata: the rebirth of dry farming',
      excerpt:
        'One of the oldest valleys in the Americas is back in fashion thanks to its Cinsault, granite soils and small growers.',
      body: [
        p(
          'Between Chillán and Concepción, the Itata valley has had vines since the 16th century. For centuries it supplied wine to Concepción and the south; then it was left out of the Central Valley’s modernisation.',
        ),
        h2('Granite, rain and bush vines'),
        p(
          'Its rolling granite hills, winter rains and Pacific breeze allow farming without irrigation. The bush-trained vines are often more than a hundred years old.',
        ),
        h2('Cinsault'),
        p(
          'It arrived after the 1939 earthquake and is now the valley’s star: light, floral, juicy reds with lively acidity, best enjoyed cool.',
        ),
        ul(
          'Cinsault: strawberry, violet, earthy notes.',
          'País: wild red fruit and gentle rusticity.',
          'Muscat of Alexandria: aromatic, dry whites.',
        ),
        quote('Buying Itata supports families who still work their vines by hand and with horses.'),
      ],
    },
  },
  {
    slug: 'casablanca-san-antonio-y-leyda',
    category: 'valles-y-regiones',
    author: 'Josefina Lagos',
    published_at: '2026-01-14T12:00:00Z',
    reading_minutes: 4,
    tags: ['casablanca', 'leyda', 'sauvignon blanc', 'chardonnay'],
    products: [
      'vina-lo-ovalle-reserva-sauvignon-blanc-2020',
      'vina-brisa-del-pacifico-gran-reserva-sauvignon-blanc-2023',
      'vina-lo-ovalle-reserva-pinot-noir-2020',
      'caja-sauvignon-blanc-de-la-costa-3',
    ],
    es: {
      title: 'Casablanca, San Antonio y Leyda: el frío del Pacífico',
      excerpt:
        'Hace 40 años aquí no había viñas. Hoy son la referencia de los blancos chilenos. Qué los hace únicos y cómo reconocerlos.',
      body: [
        p(
          'En los años ochenta, un grupo de enólogos se atrevió a plantar viñas en Casablanca, entre Santiago y Valparaíso, donde todos decían que hacía demasiado frío. Tenían razón: hacía frío, y eso era justamente lo que buscaban.',
        ),
        h2('Casablanca'),
        p(
          'Neblina matinal, tardes templadas y heladas en primavera. Sauvignon Blanc con notas cítricas y de hierbas, Chardonnay fresco y Pinot Noir de fruta roja.',
        ),
        h2('San Antonio y Leyda'),
        p(
          'A finales de los noventa se plantó Leyda, a solo 12 kilómetros del mar. Sus blancos son aún más tensos y salinos, con aromas de pomelo, ruda y piedra mojada.',
        ),
        quote('Un Sauvignon Blanc de Leyda y unas ostras: el Pacífico dos veces en la mesa.'),
      ],
    },
    en: {
      title: 'Casablanca, San Antonio and Leyda: the chill of the Pacific',
      excerpt:
        'Forty years ago there were no vines here. Today they set the standard for Chilean whites. What makes them unique and how to spot them.',
      body: [
        p(
          'In the 1980s a group of winemakers dared to plant vines in Casablanca, between Santiago and Valparaíso, where everyone said it was too cold. They were right: it was cold, and that was exactly what they wanted.',
        ),
        h2('Casablanca'),
        p(
          'Morning fog, mild afternoons and spring frosts. Sauvignon Blanc with citrus and herbal notes, fresh Chardonnay and red-fruited Pinot Noir.',
        ),
        h2('San Antonio and Leyda'),
        p(
          'Leyda was planted in the late 1990s, only 12 kilometres from the sea. Its whites are even tauter and saltier, with grapefruit, rue and wet-stone aromas.',
        ),
        quote('A Leyda Sauvignon Blanc and oysters: the Pacific twice on the table.'),
      ],
    },
  },
  {
    slug: 'burdeos-para-principiantes',
    category: 'valles-y-regiones',
    author: 'Tomás Riquelme',
    published_at: '2026-05-12T12:00:00Z',
    reading_minutes: 6,
    tags: ['burdeos', 'francia', 'merlot', 'cabernet sauvignon'],
    products: [
      'chateau-la-croix-bellevue-pauillac-2023',
      'chateau-la-croix-bellevue-entre-deux-mers-2022',
      'caja-grandes-de-burdeos-3',
    ],
    es: {
      title: 'Burdeos para principiantes: orilla izquierda y orilla derecha',
      excerpt:
        'Médoc o Saint-Émilion, Cabernet o Merlot, grava o arcilla. Las claves para leer una etiqueta de Burdeos sin perderse.',
      body: [
        p(
          'Burdeos es la región de vinos finos más grande del mundo y su lógica se entiende mirando el mapa: el estuario de la Gironda y los ríos Garona y Dordoña dividen la región en dos orillas.',
        ),
        h2('Orilla izquierda: el reino del Cabernet'),
        p(
          'Médoc, Pauillac, Margaux, Saint-Julien y Pessac-Léognan. Suelos de grava que retienen el calor y favorecen al Cabernet Sauvignon: vinos estructurados, de cassis y cedro, que piden años de guarda.',
        ),
        h2('Orilla derecha: Merlot y Cabernet Franc'),
        p(
          'Saint-Émilion y Pomerol, sobre arcillas y calizas. Vinos más redondos, de ciruela y trufa, accesibles antes.',
        ),
        h2('Y los blancos'),
        ul(
          'Entre-Deux-Mers: Sauvignon Blanc y Sémillon frescos.',
          'Pessac-Léognan: blancos con crianza, de gran guarda.',
          'Sauternes: dulces de podredumbre noble, el gran compañero del Roquefort.',
        ),
        quote(
          'La clasificación de 1855 sigue vigente: ordena 61 châteaux tintos del Médoc (y uno de Graves) en cinco categorías.',
        ),
      ],
    },
    en: {
      title: 'Bordeaux for beginners: Left Bank and Right Bank',
      excerpt:
        'Médoc or Saint-Émilion, Cabernet or Merlot, gravel or clay. The keys to reading a Bordeaux label without getting lost.',
      body: [
        p(
          'Bordeaux is the world’s largest fine-wine region and its logic becomes clear on a map: the Gironde estuary and the Garonne and Dordogne rivers split it into two banks.',
        ),
        h2('Left Bank: the kingdom of Cabernet'),
        p(
          'Médoc, Pauillac, Margaux, Saint-Julien and Pessac-Léognan. Gravel soils hold heat and favour Cabernet Sauvignon: structured wines of cassis and cedar that need years in the cellar.',
        ),
        h2('Right Bank: Merlot and Cabernet Franc'),
        p('Saint-Émilion and Pomerol, on clay and limestone. Rounder wines of plum and truffle, approachable sooner.'),
        h2('And the whites'),
        ul(
          'Entre-Deux-Mers: fresh Sauvignon Blanc and Sémillon.',
          'Pessac-Léognan: oak-aged whites that age for years.',
          'Sauternes: noble-rot sweet wines, Roquefort’s great partner.',
        ),
        quote(
          'The 1855 classification still stands: it ranks 61 red châteaux of the Médoc (and one from Graves) in five growths.',
        ),
      ],
    },
  },
]
