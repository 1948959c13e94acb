import { h2, p, quote, ul, type SeedArticle } from './blocks.ts'

// Servicio y cava / Serving and cellar, Coctelería / Cocktails, Quesos y gourmet / Cheese and gourmet.
export const serviceArticles: SeedArticle[] = [
  {
    slug: 'temperaturas-de-servicio',
    category: 'servicio-y-cava',
    author: 'Valentina Cortés',
    published_at: '2025-03-18T12:00:00Z',
    reading_minutes: 4,
    tags: ['temperatura', 'servicio', 'guía'],
    products: [
      'vina-lo-ovalle-brut-2021',
      'vina-fray-jorge-reserva-chardonnay-2022',
      'vina-lo-ovalle-reserva-pinot-noir-2020',
    ],
    download: 'temperaturas-de-servicio.pdf',
    es: {
      title: 'Temperaturas de servicio: ni tan helado ni tan tibio',
      excerpt:
        'La misma botella puede parecer otra con tres grados de diferencia. Una tabla simple para servir cada estilo en su punto.',
      download: 'Tabla de temperaturas de servicio',
      body: [
        p(
          'El error más común no es servir los blancos muy fríos, sino los tintos demasiado calientes. La famosa "temperatura ambiente" nació en casas europeas sin calefacción, a unos 16–18 °C, no en un living santiaguino en enero.',
        ),
        h2('La tabla'),
        ul(
          'Espumantes y Champagne: 6–8 °C.',
          'Blancos ligeros y rosados: 8–10 °C.',
          'Blancos con crianza (Chardonnay con barrica): 10–13 °C.',
          'Tintos ligeros (Pinot Noir, País, Cinsault): 13–15 °C.',
          'Tintos con cuerpo (Cabernet, Carménère, Syrah): 16–18 °C.',
          'Dulces y cosechas tardías: 6–8 °C.',
        ),
        h2('Trucos rápidos'),
        p(
          'Un tinto a 24 °C baja a 17 °C con 20 minutos de refrigerador. Un balde con agua, hielo y un puñado de sal enfría un espumante en 15 minutos: mucho más rápido que el congelador.',
        ),
        quote('Mejor servir un poco frío que un poco caliente: el vino se entibia en la copa.'),
      ],
    },
    en: {
      title: 'Serving temperatures: not too icy, not too warm',
      excerpt:
        'The same bottle can taste like another with three degrees of difference. A simple chart to serve every style just right.',
      download: 'Serving temperature chart',
      body: [
        p(
          'The most common mistake is not serving whites too cold but reds too warm. The famous "room temperature" was born in unheated European houses, around 16–18 °C, not in a Santiago living room in January.',
        ),
        h2('The chart'),
        ul(
          'Sparkling wine and Champagne: 6–8 °C.',
          'Light whites and rosés: 8–10 °C.',
          'Oaked whites (barrel-aged Chardonnay): 10–13 °C.',
          'Light reds (Pinot Noir, País, Cinsault): 13–15 °C.',
          'Full-bodied reds (Cabernet, Carménère, Syrah): 16–18 °C.',
          'Sweet and late harvest wines: 6–8 °C.',
        ),
        h2('Quick tricks'),
        p(
          'A red at 24 °C drops to 17 °C after 20 minutes in the fridge. A bucket with water, ice and a handful of salt chills a sparkling wine in 15 minutes: much faster than the freezer.',
        ),
        quote('Better slightly too cold than slightly too warm: wine warms up in the glass.'),
      ],
    },
  },
  {
    slug: 'como-guardar-el-vino-en-casa',
    category: 'servicio-y-cava',
    author: 'Matías Pereira',
    published_at: '2025-05-27T12:00:00Z',
    reading_minutes: 5,
    tags: ['guarda', 'cava', 'guía'],
    products: ['vina-alto-pirque-gran-ensamblaje-2021', 'chateau-la-croix-bellevue-pauillac-2023'],
    es: {
      title: 'Cómo guardar el vino en casa sin tener una cava',
      excerpt:
        'Temperatura estable, oscuridad y la botella acostada. Lo que de verdad importa para que tus vinos lleguen bien al día en que los abras.',
      body: [
        p(
          'No necesitas una cava subterránea para guardar vino. Necesitas evitar sus cuatro enemigos: el calor, los cambios de temperatura, la luz y la sequedad.',
        ),
        h2('Las condiciones ideales'),
        ul(
          'Temperatura de 12 a 16 °C y, sobre todo, estable.',
          'Humedad entre 60 y 75 % para que el corcho no se seque.',
          'Oscuridad: la luz ultravioleta daña el vino, especialmente en botellas claras.',
          'Sin vibraciones ni olores fuertes cerca.',
        ),
        h2('Dónde sí y dónde no'),
        p(
          'El peor lugar es la cocina o encima del refrigerador. Mejor el fondo de un clóset, bajo una escalera o una pieza orientada al sur. Con corcho natural, guarda las botellas acostadas; con tapa rosca, da igual.',
        ),
        h2('¿Y una vez abierta?'),
        p(
          'Tápala y guárdala en el refrigerador, también los tintos: durará de 2 a 3 días (espumantes con tapón especial, 1 a 2). Sácala media hora antes de servir.',
        ),
        quote('La mayoría de los vinos se hacen para beberse en 2 a 5 años. Guarda solo los que lo merecen.'),
      ],
    },
    en: {
      title: 'How to store wine at home without a cellar',
      excerpt:
        'Stable temperature, darkness and the bottle on its side. What really matters so your wines are in shape the day you open them.',
      body: [
        p(
          'You do not need an underground cellar to store wine. You need to avoid its four enemies: heat, temperature swings, light and dryness.',
        ),
        h2('Ideal conditions'),
        ul(
          'A temperature of 12 to 16 °C and, above all, a stable one.',
          'Humidity between 60 and 75% so the cork does not dry out.',
          'Darkness: ultraviolet light harms wine, especially in clear bottles.',
          'No vibrations or strong smells nearby.',
        ),
        h2('Where yes and where not'),
        p(
          'The worst place is the kitchen or on top of the fridge. Better the back of a closet, under the stairs or a south-facing room. With natural cork, store bottles lying down; with screw caps it makes no difference.',
        ),
        h2('And once open?'),
        p(
          'Close it and keep it in the fridge, reds too: it will last 2 to 3 days (sparkling wine with a proper stopper, 1 to 2). Take it out half an hour before serving.',
        ),
        quote('Most wines are made to be drunk within 2 to 5 years. Keep only those that deserve it.'),
      ],
    },
  },
  {
    slug: 'como-catar-un-vino-en-casa',
    category: 'servicio-y-cava',
    author: 'Valentina Cortés',
    published_at: '2025-10-02T12:00:00Z',
    reading_minutes: 6,
    featured: true,
    tags: ['cata', 'guía', 'aromas'],
    products: [
      'vina-alto-pirque-gran-reserva-carmenere-2019',
      'vina-brisa-del-pacifico-gran-reserva-sauvignon-blanc-2023',
      'caja-vuelta-al-mundo-3',
    ],
    download: 'ficha-de-cata.pdf',
    es: {
      title: 'Cómo catar un vino en casa: vista, nariz y boca',
      excerpt:
        'Catar no es cosa de expertos. Con una copa, buena luz y nuestra ficha imprimible, aprenderás a describir lo que te gusta.',
      download: 'Ficha de cata imprimible',
      body: [
        p(
          'Catar es simplemente poner atención. Con tres pasos y algo de práctica podrás reconocer estilos, recordar vinos y, sobre todo, saber qué pedir la próxima vez.',
        ),
        h2('1. Vista'),
        p(
          'Inclina la copa sobre un fondo blanco. Observa el color y el borde: un tinto violáceo es joven; uno con ribete teja, evolucionado. En los blancos, más dorado suele indicar crianza o edad.',
        ),
        h2('2. Nariz'),
        p(
          'Huele primero sin agitar, luego gira la copa y vuelve a oler. Busca familias: fruta (roja, negra, cítrica, tropical), flores, hierbas, especias, madera, tierra.',
        ),
        h2('3. Boca'),
        ul(
          'Acidez: ¿te hace salivar?',
          'Taninos: ¿secan las encías?',
          'Cuerpo: ¿se siente como agua, leche descremada o leche entera?',
          'Final: ¿cuántos segundos dura el sabor después de tragar?',
        ),
        quote(
          'Anota siempre. La memoria olfativa se entrena escribiendo lo que sientes, aunque al principio parezca poco.',
        ),
        p('Descarga nuestra ficha de cata, imprímela y organiza una cata con amigos: tres vinos distintos bastan.'),
      ],
    },
    en: {
      title: 'How to taste wine at home: sight, nose and palate',
      excerpt:
        'Tasting is not just for experts. With a glass, good light and our printable sheet you will learn to describe what you like.',
      download: 'Printable tasting sheet',
      body: [
        p(
          'Tasting is simply paying attention. With three steps and some practice you will recognise styles, remember wines and, above all, know what to order next time.',
        ),
        h2('1. Sight'),
        p(
          'Tilt the glass over a white background. Look at the colour and the rim: a purple red is young; one with a brick rim, evolved. In whites, a deeper gold usually means oak or age.',
        ),
        h2('2. Nose'),
        p(
          'Smell first without swirling, then swirl and smell again. Look for families: fruit (red, black, citrus, tropical), flowers, herbs, spices, oak, earth.',
        ),
        h2('3. Palate'),
        ul(
          'Acidity: does it make your mouth water?',
          'Tannins: do they dry your gums?',
          'Body: does it feel like water, skimmed milk or whole milk?',
          'Finish: how many seconds does the flavour last after swallowing?',
        ),
        quote(
          'Always take notes. Smell memory is trained by writing down what you sense, even if it seems little at first.',
        ),
        p('Download our tasting sheet, print it and host a tasting with friends: three different wines are enough.'),
      ],
    },
  },
]

export const barArticles: SeedArticle[] = [
  {
    slug: 'el-sour-perfecto',
    category: 'cocteleria',
    author: 'Tomás Riquelme',
    published_at: '2025-05-15T12:00:00Z',
    reading_minutes: 4,
    tags: ['pisco', 'sour', 'receta', 'elqui'],
    products: ['pisco-montegrande-transparente-40', 'pisco-cerro-tololo-reservado-35'],
    es: {
      title: 'El sour perfecto: receta, proporciones y trucos',
      excerpt:
        'Tres partes de destilado, una de limón y una de jarabe. La receta chilena clásica y los detalles que hacen la diferencia.',
      body: [
        p(
          'Cada 15 de mayo Chile celebra el Día del Pisco. No hay mejor excusa para preparar el cóctel nacional como se debe, con pisco del Elqui o del Limarí y limón de Pica.',
        ),
        h2('La receta (para 4 copas)'),
        ul(
          '9 partes de pisco de 35° o 40° (unos 180 ml).',
          '3 partes de jugo de limón de Pica recién exprimido (60 ml).',
          '3 partes de jarabe de goma o azúcar flor (60 ml).',
          'Una clara de huevo (opcional) y abundante hielo.',
        ),
        h2('Preparación'),
        p(
          'Bate todo en una coctelera con hielo durante 15 segundos, o en la licuadora con hielo picado. Cuela en copas frías. La versión peruana agrega unas gotas de amargo de angostura sobre la espuma.',
        ),
        quote('El limón siempre recién exprimido: el jugo embotellado vuelve amargo el sour en minutos.'),
      ],
    },
    en: {
      title: 'The perfect sour: recipe, ratios and tricks',
      excerpt:
        'Three parts spirit, one part lemon, one part syrup. The classic Chilean recipe and the details that make the difference.',
      body: [
        p(
          'Every 15 May Chile celebrates Pisco Day. There is no better excuse to make the national cocktail properly, with pisco from Elqui or Limarí and Pica lemons.',
        ),
        h2('The recipe (serves 4)'),
        ul(
          '9 parts pisco at 35° or 40° (about 180 ml).',
          '3 parts freshly squeezed Pica lemon juice (60 ml).',
          '3 parts sugar syrup or icing sugar (60 ml).',
          'One egg white (optional) and plenty of ice.',
        ),
        h2('Method'),
        p(
          'Shake everything with ice for 15 seconds, or blend with crushed ice. Strain into chilled glasses. The Peruvian version adds a few drops of Angostura bitters on the foam.',
        ),
        quote('Always freshly squeezed lemon: bottled juice turns a sour bitter in minutes.'),
      ],
    },
  },
  {
    slug: 'gin-tonic-con-botanicos-chilenos',
    category: 'cocteleria',
    author: 'Josefina Lagos',
    published_at: '2026-01-28T12:00:00Z',
    reading_minutes: 4,
    tags: ['gin', 'botánicos', 'maqui', 'receta'],
    products: [
      'gin-isla-negra-london-dry-con-algas',
      'gin-patagonia-austral-calafate-y-cipres',
      'gin-isla-negra-rose-de-maqui',
    ],
    es: {
      title: 'Gin tonic con botánicos chilenos',
      excerpt:
        'Maqui, calafate, rica-rica o algas: los gins chilenos traen el paisaje a la copa. Cómo prepararlos y con qué decorarlos.',
      body: [
        p(
          'La nueva generación de destilerías chilenas usa botánicos nativos: calafate y ciprés de la Patagonia, rica-rica del altiplano, maqui del sur o cochayuyo de la costa.',
        ),
        h2('La técnica'),
        ul(
          'Copa balón muy fría y llena de hielo grande.',
          'Una parte de gin por tres de agua tónica.',
          'Vierte la tónica por una cuchara para conservar la burbuja.',
          'Revuelve una sola vez, suavemente.',
        ),
        h2('Decoraciones que suman'),
        p(
          'Con un gin de algas, piel de limón y una hoja de cochayuyo; con uno de calafate, arándanos y romero; con un gin rosé de maqui, frutillas y pimienta rosa.',
        ),
        quote('La decoración debe repetir un aroma del gin, no taparlo.'),
      ],
    },
    en: {
      title: 'Gin and tonic with Chilean botanicals',
      excerpt:
        'Maqui, calafate, rica-rica or seaweed: Chilean gins bring the landscape to the glass. How to mix them and what to garnish with.',
      body: [
        p(
          'A new generation of Chilean distilleries uses native botanicals: calafate berries and cypress from Patagonia, rica-rica from the altiplano, maqui from the south or cochayuyo seaweed from the coast.',
        ),
        h2('Technique'),
        ul(
          'A very cold balloon glass full of large ice.',
          'One part gin to three parts tonic water.',
          'Pour the tonic down a spoon to keep the bubbles.',
          'Stir once, gently.',
        ),
        h2('Garnishes that add'),
        p(
          'With a seaweed gin, lemon peel and a piece of cochayuyo; with a calafate gin, blueberries and rosemary; with a maqui rosé gin, strawberries and pink pepper.',
        ),
        quote('A garnish should echo an aroma of the gin, not cover it.'),
      ],
    },
  },
  {
    slug: 'cocteles-con-vino-para-el-verano',
    category: 'cocteleria',
    author: 'Matías Pereira',
    published_at: '2026-11-10T12:00:00Z',
    reading_minutes: 5,
    featured: true,
    tags: ['verano', 'receta', 'espumante', 'país'],
    products: ['vina-loncomilla-pet-nat-nv', 'vina-mulchen-sur-extra-brut-nv', 'amaro-siciliano-amaro-alle-erbe'],
    es: {
      title: 'Cócteles con vino para el verano: terremoto, borgoña y spritz',
      excerpt: 'Tres clásicos para los días de calor, de la fonda a la terraza, con recetas fáciles y vinos chilenos.',
      body: [
        p(
          'El vino también se mezcla, y en Chile tenemos tradición de sobra. Estos tres cócteles se preparan en minutos y son perfectos para una tarde de verano.',
        ),
        h2('Terremoto'),
        p(
          'El clásico de las fondas: vino pipeño o País bien frío, una bola de helado de piña y un chorrito de granadina o fernet. Se sirve en vaso grande. Cuidado con la réplica.',
        ),
        h2('Borgoña y clery'),
        p(
          'Frutillas picadas maceradas con un poco de azúcar, cubiertas con vino tinto (borgoña) o blanco (clery) muy helado. Ideal en jarra para compartir.',
        ),
        h2('Spritz'),
        ul(
          '3 partes de espumante brut.',
          '2 partes de aperitivo amargo.',
          '1 parte de agua con gas.',
          'Hielo y una rodaja de naranja.',
        ),
        quote('En verano, cualquier cóctel con vino pide vaso frío y hielo en abundancia: se diluye menos.'),
      ],
    },
    en: {
      title: 'Wine cocktails for summer: terremoto, borgoña and spritz',
      excerpt: 'Three classics for hot days, from country fair to terrace, with easy recipes and Chilean wines.',
      body: [
        p(
          'Wine mixes too, and Chile has plenty of tradition. These three cocktails take minutes and are perfect for a summer afternoon.',
        ),
        h2('Terremoto'),
        p(
          'The fonda classic: very cold pipeño or País wine, a scoop of pineapple ice cream and a dash of grenadine or fernet. Served in a tall glass. Beware of the aftershock.',
        ),
        h2('Borgoña and clery'),
        p(
          'Chopped strawberries macerated with a little sugar, topped with ice-cold red wine (borgoña) or white wine (clery). Ideal in a jug to share.',
        ),
        h2('Spritz'),
        ul(
          '3 parts brut sparkling wine.',
          '2 parts bitter aperitif.',
          '1 part soda water.',
          'Ice and an orange slice.',
        ),
        quote('In summer any wine cocktail wants a cold glass and plenty of ice: it dilutes less.'),
      ],
    },
  },
]

export const gourmetArticles: SeedArticle[] = [
  {
    slug: 'como-armar-una-tabla-de-quesos',
    category: 'quesos-y-gourmet',
    author: 'Catalina Muñoz',
    published_at: '2025-07-16T12:00:00Z',
    reading_minutes: 6,
    tags: ['quesos', 'tabla', 'guía'],
    products: [
      'brie-de-meaux-aop',
      'comte-aop-18-meses',
      'queso-de-cabra-del-limari',
      'confitura-de-higos-para-quesos',
      'caja-quesos-franceses-y-tinto-3',
    ],
    download: 'guia-tabla-de-quesos.pdf',
    es: {
      title: 'Cómo armar una tabla de quesos como un quesero',
      excerpt:
        'Cuántos quesos, cuánto por persona, en qué orden y con qué vinos. La guía completa, con una hoja para imprimir.',
      download: 'Guía para armar tu tabla de quesos',
      body: [
        p(
          'Una buena tabla de quesos cuenta una historia: de lo suave a lo intenso, de la leche fresca a la madurada. No se trata de poner muchos, sino de elegir bien.',
        ),
        h2('Cuántos y cuánto'),
        ul(
          'De 3 a 5 quesos distintos.',
          'Como aperitivo: 40–60 g por persona. Como plato principal: 100–150 g.',
          'Sácalos del refrigerador una hora antes: el frío apaga los aromas.',
        ),
        h2('Variedad de leches y texturas'),
        p(
          'Combina vaca, cabra y oveja, y distintas familias: un fresco (cabra), uno de corteza florecida (Brie o Camembert), uno de pasta prensada (Comté o Manchego) y un azul.',
        ),
        h2('Los acompañamientos'),
        p(
          'Pan de masa madre y galletas neutras, nueces, almendras, membrillo, miel de ulmo, confitura de higos y uvas frescas. Evita galletas saborizadas que compitan con el queso.',
        ),
        h2('Y el vino'),
        p(
          'Un blanco fresco es más versátil que un tinto con la mayoría de los quesos. Queso de cabra con Sauvignon Blanc, Comté con Chardonnay, Brie con espumante, azules con un cosecha tardía.',
        ),
      ],
    },
    en: {
      title: 'How to build a cheese board like a cheesemonger',
      excerpt:
        'How many cheeses, how much per person, in what order and with which wines. The complete guide, with a printable sheet.',
      download: 'Guide to building your cheese board',
      body: [
        p(
          'A good cheese board tells a story: from mild to intense, from fresh milk to aged. It is not about many cheeses but about choosing well.',
        ),
        h2('How many and how much'),
        ul(
          '3 to 5 different cheeses.',
          'As a starter: 40–60 g per person. As a main: 100–150 g.',
          'Take them out of the fridge an hour before: cold mutes the aromas.',
        ),
        h2('Different milks and textures'),
        p(
          'Mix cow, goat and sheep, and different families: a fresh one (goat), a bloomy rind (Brie or Camembert), a pressed cheese (Comté or Manchego) and a blue.',
        ),
        h2('What goes with it'),
        p(
          'Sourdough bread and plain crackers, walnuts, almonds, quince paste, ulmo honey, fig jam and fresh grapes. Avoid flavoured crackers that compete with the cheese.',
        ),
        h2('And the wine'),
        p(
          'A fresh white is more versatile than a red with most cheeses. Goat cheese with Sauvignon Blanc, Comté with Chardonnay, Brie with sparkling wine, blues with a late harvest wine.',
        ),
      ],
    },
  },
  {
    slug: 'quesos-franceses-aop-una-vuelta-por-francia',
    category: 'quesos-y-gourmet',
    author: 'Catalina Muñoz',
    published_at: '2026-04-15T12:00:00Z',
    reading_minutes: 6,
    tags: ['quesos', 'francia', 'aop'],
    products: [
      'camembert-de-normandie-aop',
      'epoisses-de-bourgogne-aop',
      'crottin-de-chavignol-aop',
      'reblochon-de-savoie-aop',
    ],
    es: {
      title: 'Quesos franceses AOP: una vuelta por Francia en seis quesos',
      excerpt:
        'Normandía, Borgoña, el Loira, los Alpes, el Jura y Aveyron: seis denominaciones de origen y el vino de su región para cada una.',
      body: [
        p(
          'La sigla AOP (Appellation d’Origine Protégée) garantiza que un queso se elabora en su zona, con la leche y el método tradicionales. Francia tiene más de 45 quesos AOP; estos seis son un buen comienzo.',
        ),
        ul(
          'Camembert de Normandie: leche cruda de vaca, corteza florecida. Con sidra o un Chardonnay.',
          'Époisses: corteza lavada con marc de Borgoña, intenso y cremoso. Con un Pinot Noir de Borgoña.',
          'Crottin de Chavignol: pequeño queso de cabra del Loira. Con Sancerre o Pouilly-Fumé.',
          'Reblochon: de los Alpes de Saboya, untuoso. Con un blanco de montaña.',
          'Comté: del Jura, madurado de 4 a más de 24 meses, notas de avellana. Con Chardonnay.',
          'Roquefort: de leche de oveja, madurado en las cuevas de Combalou. Con Sauternes.',
        ),
        quote('Regla de oro: el queso y el vino del mismo pueblo se entienden sin presentaciones.'),
      ],
    },
    en: {
      title: 'French AOP cheeses: a tour of France in six cheeses',
      excerpt:
        'Normandy, Burgundy, the Loire, the Alps, Jura and Aveyron: six protected origins and the local wine for each.',
      body: [
        p(
          'The AOP label (Appellation d’Origine Protégée) guarantees that a cheese is made in its area with traditional milk and methods. France has more than 45 AOP cheeses; these six are a good start.',
        ),
        ul(
          'Camembert de Normandie: raw cow’s milk, bloomy rind. With cider or a Chardonnay.',
          'Époisses: washed in marc de Bourgogne, intense and creamy. With a Burgundy Pinot Noir.',
          'Crottin de Chavignol: a small Loire goat cheese. With Sancerre or Pouilly-Fumé.',
          'Reblochon: from the Savoy Alps, unctuous. With a mountain white.',
          'Comté: from the Jura, aged from 4 to over 24 months, hazelnut notes. With Chardonnay.',
          'Roquefort: sheep’s milk, aged in the Combalou caves. With Sauternes.',
        ),
        quote('Golden rule: cheese and wine from the same village understand each other without introductions.'),
      ],
    },
  },
  {
    slug: 'aceite-de-oliva-chileno',
    category: 'quesos-y-gourmet',
    author: 'Catalina Muñoz',
    published_at: '2026-06-10T12:00:00Z',
    reading_minutes: 4,
    tags: ['aceite de oliva', 'gourmet', 'cata'],
    products: [
      'aceite-de-oliva-extra-virgen-arbequina',
      'aceite-de-oliva-extra-virgen-coratina',
      'aceite-de-oliva-picual',
    ],
    es: {
      title: 'Aceite de oliva chileno: cómo elegir y catar uno bueno',
      excerpt:
        'Arbequina, Coratina o Picual; cosecha, acidez y botella oscura. Lo que hay que mirar en la etiqueta y cómo reconocer un buen aceite.',
      body: [
        p(
          'Chile produce algunos de los aceites de oliva más premiados del hemisferio sur. La cosecha es entre abril y junio, así que el aceite nuevo llega a la mesa a mitad de año.',
        ),
        h2('En la etiqueta'),
        ul(
          'Extra virgen: acidez igual o menor a 0,8 %.',
          'Fecha de cosecha: consúmelo antes de 18 meses.',
          'Botella oscura o lata: la luz lo oxida.',
        ),
        h2('Cómo catarlo'),
        p(
          'Entibia un poco de aceite en un vaso con la mano, huélelo y pruébalo sorbiendo aire. Frutado, amargo y picante son virtudes; rancio, avinado o a humedad son defectos.',
        ),
        quote('La Arbequina es suave y almendrada; la Coratina y la Picual, intensas, amargas y picantes.'),
      ],
    },
    en: {
      title: 'Chilean olive oil: how to choose and taste a good one',
      excerpt:
        'Arbequina, Coratina or Picual; harvest, acidity and a dark bottle. What to look for on the label and how to recognise a good oil.',
      body: [
        p(
          'Chile produces some of the most awarded olive oils in the southern hemisphere. The harvest runs from April to June, so new oil reaches the table mid-year.',
        ),
        h2('On the label'),
        ul(
          'Extra virgin: acidity of 0.8% or less.',
          'Harvest date: use within 18 months.',
          'Dark bottle or tin: light oxidises it.',
        ),
        h2('How to taste it'),
        p(
          'Warm a little oil in a glass in your hand, smell it and taste it while slurping air. Fruity, bitter and pungent are virtues; rancid, winey or musty are defects.',
        ),
        quote('Arbequina is mild and almondy; Coratina and Picual are intense, bitter and peppery.'),
      ],
    },
  },
  {
    slug: 'charcuteria-y-vino',
    category: 'quesos-y-gourmet',
    author: 'Matías Pereira',
    published_at: '2026-08-20T12:00:00Z',
    reading_minutes: 4,
    tags: ['charcutería', 'jamón', 'gourmet'],
    products: [
      'jamon-iberico-de-bellota',
      'salame-milano',
      'prosciutto-di-parma-dop',
      'longaniza-de-chillan-artesanal',
    ],
    es: {
      title: 'Charcutería y vino: jamón, salame y longaniza',
      excerpt:
        'La sal y la grasa de los embutidos piden acidez y burbuja. Parejas clásicas de España, Italia y el sur de Chile.',
      body: [
        p(
          'Una tabla de charcutería es el aperitivo más fácil de armar, y también uno de los más agradecidos con el vino. La grasa y la sal necesitan frescura.',
        ),
        ul(
          'Jamón ibérico de bellota: un fino o una manzanilla; si prefieres vino tranquilo, un tinto ligero.',
          'Prosciutto di Parma: espumante brut o Lambrusco seco.',
          'Salame: Sangiovese o un Carménère joven.',
          'Longaniza de Chillán: País o Cinsault del Itata, vecinos de la misma tierra.',
          'Paté de campaña: Pinot Noir.',
        ),
        quote('Corta el jamón en lonchas finas y sírvelo a temperatura ambiente: la grasa debe brillar.'),
      ],
    },
    en: {
      title: 'Charcuterie and wine: ham, salami and longaniza',
      excerpt:
        'The salt and fat of cured meats want acidity and bubbles. Classic pairings from Spain, Italy and southern Chile.',
      body: [
        p(
          'A charcuterie board is the easiest appetiser to put together, and one of the kindest to wine. Fat and salt need freshness.',
        ),
        ul(
          'Acorn-fed Iberian ham: a fino or manzanilla sherry; if you prefer still wine, a light red.',
          'Prosciutto di Parma: brut sparkling wine or dry Lambrusco.',
          'Salami: Sangiovese or a young Carménère.',
          'Longaniza from Chillán: País or Cinsault from Itata, neighbours from the same land.',
          'Pâté de campagne: Pinot Noir.',
        ),
        quote('Slice the ham thinly and serve it at room temperature: the fat should glisten.'),
      ],
    },
  },
]

/** Not published: must never appear in lists, search or detail (tests/api/blog.test.ts). */
export const draftArticles: SeedArticle[] = [
  {
    slug: 'vendimia-2026-balance',
    category: 'valles-y-regiones',
    author: 'Tomás Riquelme',
    published_at: '2026-11-14T12:00:00Z',
    reading_minutes: 3,
    status: 'draft',
    tags: ['vendimia'],
    products: [],
    es: {
      title: 'Vendimia 2026: balance de una cosecha fresca',
      excerpt: 'Borrador: primeras impresiones de los productores.',
      body: [p('Borrador en revisión.')],
    },
    en: {
      title: 'Harvest 2026: a cool vintage in review',
      excerpt: 'Draft: first impressions from growers.',
      body: [p('Draft under review.')],
    },
  },
]
