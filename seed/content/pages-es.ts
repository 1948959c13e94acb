// Shop copy in Spanish (docs/product.md, The API page slugs): Vinoteca Andes, a wine shop and wine bar in Vitacura, Santiago.
// Shapes: layout → src/contract/layout.ts; home → homeContentSchema; not-found → notFoundContentSchema;
// everything else → contentPageSchema (src/contract/pages.ts). pages.test.ts validates all of it.

const SHOP = 'Vinoteca Andes'
const MAPS = 'https://www.google.com/maps/search/?api=1&query=Av.+Nueva+Costanera+3900,+Vitacura,+Santiago'

interface Section {
  title?: string
  body: string[]
  items?: string[]
}

function page(
  title: string,
  description: string,
  banner: string,
  image: string,
  intro: string,
  sections: Section[] = [],
) {
  return {
    seo: { title: `${title} · ${SHOP}`, description },
    banner_with_title: { title: banner, background_image: image },
    intro,
    sections,
  }
}

const layout = {
  navbar: {
    components: [
      {
        title: 'Vinos',
        link: '/vinos',
        icon: 'wine',
        components: [
          {
            layout: 'grouped_links',
            title: 'Vinos',
            icon: 'wine',
            link: '/vinos',
            groups: [
              {
                heading: 'Tipos',
                options: [
                  { text: 'Tintos', value: 'tinto' },
                  { text: 'Blancos', value: 'blanco' },
                  { text: 'Rosados', value: 'rosado' },
                  { text: 'Espumantes', value: 'espumante' },
                  { text: 'Dulce', value: 'dulce' },
                ],
              },
              {
                heading: 'Cepas',
                options: [
                  { text: 'Carménère', value: 'carmenere' },
                  { text: 'Cabernet Sauvignon', value: 'cabernet-sauvignon' },
                  { text: 'Syrah', value: 'syrah' },
                  { text: 'Pinot Noir', value: 'pinot-noir' },
                  { text: 'País', value: 'pais' },
                  { text: 'Sauvignon Blanc', value: 'sauvignon-blanc' },
                  { text: 'Chardonnay', value: 'chardonnay' },
                ],
              },
            ],
          },
          {
            layout: 'grouped_links',
            title: 'Origen',
            icon: 'globe',
            link: '/vinos',
            groups: [
              {
                heading: 'País',
                options: [
                  { text: 'Chile', value: 'chile' },
                  { text: 'Francia', value: 'francia' },
                  { text: 'Argentina', value: 'argentina' },
                  { text: 'España', value: 'espana' },
                  { text: 'Italia', value: 'italia' },
                ],
              },
              {
                heading: 'Por región',
                options: [
                  { text: 'Burdeos', value: 'burdeos' },
                  { text: 'Borgoña', value: 'borgona' },
                  { text: 'Champaña', value: 'champana' },
                  { text: 'Valle del Ródano', value: 'valle-del-rodano' },
                  { text: 'Valle del Loira', value: 'valle-del-loira' },
                ],
              },
            ],
          },
          {
            layout: 'title_icon_and_links',
            title: 'Viñas',
            icon: 'grape',
            link: '/vinos',
            heading: 'Viñas',
            options: [
              { text: 'Viña Alto Pirque', value: 'vina-alto-pirque' },
              { text: 'Viña Apalta Norte', value: 'vina-apalta-norte' },
              { text: 'Viña Niebla Costera', value: 'vina-niebla-costera' },
              { text: 'Bodega Altos del Plata', value: 'bodega-altos-del-plata' },
              { text: 'Château La Croix Bellevue', value: 'chateau-la-croix-bellevue' },
            ],
          },
          {
            layout: 'bundled_links',
            title: 'Descubre',
            icon: 'compass',
            links: [
              { text: 'Vinos chilenos', link: '/vinos/chilenos' },
              { text: 'Vinos franceses', link: '/vinos/franceses' },
              { text: 'Vinos del mundo', link: '/vinos/del-mundo' },
              { text: 'Guía de cepas en YouTube', link: 'https://www.youtube.com/@vinotecaandes' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'La selección del sommelier',
            text: 'Doce etiquetas que probamos y elegimos cada mes, de viñas pequeñas a grandes clásicos.',
            image: '/img/menu-wine.svg',
            link: '/sommelier-virtual',
          },
        ],
      },
      {
        title: 'Destilados',
        link: '/vinos/alcoholes',
        icon: 'spirits',
        components: [
          {
            layout: 'title_icon_and_links',
            title: 'Destilados',
            icon: 'spirits',
            link: '/vinos/alcoholes',
            heading: 'Tipos',
            options: [
              { text: 'Pisco', value: 'pisco' },
              { text: 'Whisky', value: 'whisky' },
              { text: 'Gin', value: 'gin' },
              { text: 'Ron', value: 'ron' },
              { text: 'Tequila y mezcal', value: 'tequila' },
              { text: 'Licores', value: 'licor' },
            ],
          },
          {
            layout: 'title_icon_and_links',
            title: 'Origen',
            icon: 'globe',
            link: '/vinos/alcoholes',
            heading: 'País',
            options: [
              { text: 'Chile', value: 'chile' },
              { text: 'Perú', value: 'peru' },
              { text: 'Escocia', value: 'escocia' },
              { text: 'México', value: 'mexico' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Piscos de autor',
            text: 'Destilados del Elqui y del Limarí, de pequeños productores.',
            image: '/img/menu-spirits.svg',
            link: '/vinos/alcoholes?tipo=pisco',
          },
        ],
      },
      {
        title: 'Cajas de regalo',
        link: '/cajas',
        icon: 'gift',
        components: [
          {
            layout: 'title_icon_and_link',
            title: 'Todas las cajas',
            icon: 'gift',
            link: '/cajas',
          },
          {
            layout: 'title_icon_and_links',
            title: 'Para cada ocasión',
            icon: 'sparkle',
            link: '/cajas',
            heading: 'Tipos',
            options: [
              { text: 'Cajas de tintos', value: 'tintos' },
              { text: 'Cajas de espumantes', value: 'espumantes' },
              { text: 'Premium', value: 'premium' },
              { text: 'Vino y gourmet', value: 'gourmet' },
              { text: 'Mixtas', value: 'mixta' },
            ],
          },
          {
            layout: 'title_icon_and_text',
            title: 'Con tarjeta escrita a mano',
            icon: 'letter',
            text: 'Agrega un mensaje y lo escribimos por ti antes de despachar.',
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Regalos para empresas',
            text: 'Cotiza cajas con tu logo desde 20 unidades.',
            image: '/img/menu-gift.svg',
            link: '/contacto/empresa',
          },
        ],
      },
      {
        title: 'Gourmet',
        link: '/gourmet',
        icon: 'cheese',
        components: [
          {
            layout: 'title_icon_and_links',
            title: 'Despensa',
            icon: 'jar',
            link: '/gourmet',
            heading: 'Productos gourmet',
            options: [
              { text: 'Quesos', value: 'quesos' },
              { text: 'Aceites de oliva', value: 'aceites' },
              { text: 'Chocolates', value: 'chocolates' },
              { text: 'Charcutería', value: 'charcuteria' },
              { text: 'Conservas', value: 'conservas' },
              { text: 'Frutos secos', value: 'frutos-secos' },
            ],
          },
          {
            layout: 'title_icon_and_links',
            title: 'Quesos franceses',
            icon: 'cheese',
            link: '/gourmet',
            heading: 'Quesos franceses',
            options: [
              { text: 'Pasta blanda: Brie, Camembert', value: 'pasta-blanda' },
              { text: 'Pasta dura: Comté, Beaufort', value: 'pasta-dura' },
              { text: 'Azules: Roquefort', value: 'azul' },
              { text: 'Corteza lavada: Époisses', value: 'corteza-lavada' },
              { text: 'De cabra: Crottin, Valençay', value: 'cabra' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Tabla para dos',
            text: 'Quesos, charcutería y un tinto elegido para acompañarlos.',
            image: '/img/menu-gourmet.svg',
            link: '/cajas',
          },
        ],
      },
      {
        title: 'Ofertas',
        link: '/ofertas',
        icon: 'tag',
        components: [
          {
            layout: 'title_icon_and_text',
            title: 'Precios de bodega',
            icon: 'tag',
            text: 'Cada semana bajamos el precio de etiquetas seleccionadas mientras dure el stock.',
          },
          {
            layout: 'title_icon_and_links',
            title: 'Ofertas por tipo',
            icon: 'wine',
            link: '/ofertas',
            heading: 'Tipos',
            options: [
              { text: 'Tintos', value: 'tinto' },
              { text: 'Blancos', value: 'blanco' },
              { text: 'Espumantes', value: 'espumante' },
            ],
          },
          { layout: 'title_icon_and_link', title: 'Ver todas las ofertas', icon: 'arrow', link: '/ofertas' },
        ],
      },
      {
        title: 'Vino Bar',
        link: '/vino-bar',
        icon: 'glass',
        components: [
          {
            layout: 'title_icon_and_text',
            title: 'Horario',
            icon: 'clock',
            text: 'Martes a sábado de 18:00 a 00:30. Domingo de 13:00 a 18:00.',
          },
          { layout: 'title_icon_and_link', title: 'Reserva tu mesa', icon: 'calendar', link: '/reserva-mesa' },
          { layout: 'title_icon_and_link', title: 'Conoce el bar', icon: 'glass', link: '/vino-bar' },
          {
            layout: 'image_with_title_text_and_link',
            title: '40 vinos por copa',
            text: 'Una carta que cambia cada semana, con tablas y platos para compartir.',
            image: '/img/wine-bar.svg',
            link: '/vino-bar',
          },
        ],
      },
      {
        title: 'Eventos',
        link: '/eventos',
        icon: 'calendar',
        components: [
          { layout: 'title_icon_and_link', title: 'Próximas catas', icon: 'calendar', link: '/eventos' },
          {
            layout: 'title_icon_and_text',
            title: 'Eventos privados',
            icon: 'users',
            text: 'Catas para empresas, cumpleaños y despedidas, en el bar o donde nos digas.',
          },
          {
            layout: 'bundled_links',
            title: 'Más',
            icon: 'compass',
            links: [
              { text: 'Reservar un evento', link: '/reserva' },
              { text: 'Cotizar evento privado', link: '/contacto/empresa' },
            ],
          },
        ],
      },
      {
        title: 'Blog',
        link: '/blog',
        icon: 'book',
        components: [
          {
            layout: 'bundled_links',
            title: 'Leer',
            icon: 'book',
            links: [
              { text: 'Todos los artículos', link: '/blog' },
              { text: 'Maridajes', link: '/blog?categoria=maridajes' },
              { text: 'Guías de cepas', link: '/blog?categoria=cepas' },
              { text: 'Nuestro Instagram', link: 'https://www.instagram.com/vinotecaandes' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Carménère: la cepa perdida',
            text: 'Cómo una uva olvidada en Burdeos se convirtió en el emblema de Chile.',
            image: '/img/menu-blog.svg',
            link: '/blog/carmenere-la-cepa-perdida',
          },
        ],
      },
    ],
  },
  pre_footer: {
    address_icon: 'map-pin',
    address_title: 'Visítanos',
    address_text: 'Av. Nueva Costanera 3900, Vitacura, Santiago',
    address_link: MAPS,
    email_icon: 'mail',
    email_title: 'Escríbenos',
    email_text: 'hola@vinotecaandes.cl',
    phone_icon: 'phone',
    phones: [
      { title: 'Tienda', text: '+56 2 2345 6789' },
      { title: 'WhatsApp', text: '+56 9 8765 4321' },
    ],
  },
  footer: {
    social_networks: [
      { name: 'Instagram', link: 'https://www.instagram.com/vinotecaandes', icon: 'instagram' },
      { name: 'Facebook', link: 'https://www.facebook.com/vinotecaandes', icon: 'facebook' },
      { name: 'TikTok', link: 'https://www.tiktok.com/@vinotecaandes', icon: 'tiktok' },
      { name: 'YouTube', link: 'https://www.youtube.com/@vinotecaandes', icon: 'youtube' },
      { name: 'LinkedIn', link: 'https://www.linkedin.com/company/vinotecaandes', icon: 'linkedin' },
    ],
    newsletter_title: 'Únete al club Andes',
    newsletter_text: 'Novedades, catas y ofertas para suscriptores, una vez por semana. Sin spam.',
    title_for_pages: 'La tienda',
    links_to_pages: [
      { text: 'Vinos', link: '/vinos' },
      { text: 'Destilados', link: '/vinos/alcoholes' },
      { text: 'Cajas de regalo', link: '/cajas' },
      { text: 'Gourmet', link: '/gourmet' },
      { text: 'Ofertas', link: '/ofertas' },
      { text: 'Vino Bar', link: '/vino-bar' },
      { text: 'Eventos', link: '/eventos' },
      { text: 'Blog', link: '/blog' },
      { text: 'Sommelier virtual', link: '/sommelier-virtual' },
      { text: 'Seguimiento de pedido', link: '/seguimiento' },
    ],
    policy_title: 'Información',
    policy_links: [
      { text: 'Acerca de nosotros', link: '/acerca-de' },
      { text: 'Políticas de cambio y devolución', link: '/acerca-de/politicas-de-cambio' },
      { text: 'Políticas de despacho', link: '/acerca-de/politicas-de-despacho' },
      { text: 'Políticas de privacidad', link: '/acerca-de/politicas-de-privacidad' },
      { text: 'Preguntas frecuentes', link: '/contacto/preguntas-frecuentes' },
      { text: 'Contacto', link: '/contacto' },
    ],
    secure_purchase_text: 'Compra 100% segura: pagas con Webpay Plus y nunca vemos los datos de tu tarjeta.',
  },
  floating_buttons: [
    { link: 'https://wa.me/56987654321', icon: 'whatsapp', text: 'Escríbenos por WhatsApp' },
    { link: '/sommelier-virtual', icon: 'sparkle', text: 'Pregúntale al sommelier' },
    { link: '/seguimiento', icon: 'truck', text: 'Sigue tu pedido' },
    { link: '/contacto/preguntas-frecuentes', icon: 'help', text: 'Preguntas frecuentes' },
  ],
  general_search: {
    title: '¿Qué estás buscando?',
    words: [
      { text: 'Carménère' },
      { text: 'Espumantes' },
      { text: 'Pisco' },
      { text: 'Cajas de regalo' },
      { text: 'Quesos franceses' },
      { text: 'Pinot Noir' },
    ],
  },
  age_modal: {
    image: '/img/age-gate.svg',
    header_text: 'Bienvenido a',
    title: '¿ERES MAYOR DE EDAD?',
    text: 'Para entrar a Vinoteca Andes debes tener 18 años o más. En Chile la venta de alcohol a menores de edad está prohibida (Ley 19.925).',
  },
}

const home = {
  seo: {
    title: 'Vinoteca Andes · Vinos, destilados y gourmet en Santiago',
    description:
      'Tienda de vinos y vino bar en Vitacura. Más de 600 etiquetas chilenas y del mundo, destilados, quesos y cajas de regalo con despacho a todo Chile.',
  },
  hero: [
    {
      eyebrow: 'Vinoteca y vino bar en Vitacura',
      title: 'Vinos de los Andes, elegidos copa a copa',
      text: 'Más de 600 etiquetas de viñas chilenas y del mundo, probadas por nuestro equipo. Despacho a todo Chile: en Santiago, en hasta {santiago_days_max} días hábiles.',
      image: '/img/hero-vineyard.svg',
      cta_text: 'Ver vinos',
      cta_link: '/vinos',
      secondary_text: 'Cajas de regalo',
      secondary_link: '/cajas',
    },
    {
      eyebrow: 'Esta semana',
      title: 'Precios de bodega en espumantes',
      text: 'Hasta 25% de descuento en espumantes del Valle de Casablanca y de Champagne.',
      image: '/img/hero-bottles.svg',
      cta_text: 'Ver ofertas',
      cta_link: '/ofertas',
    },
  ],
  categories: [
    { title: 'Vinos', text: 'Tintos, blancos, rosados y espumantes', image: '/img/cat-wine.svg', link: '/vinos' },
    { title: 'Destilados', text: 'Pisco, whisky, gin y más', image: '/img/cat-spirits.svg', link: '/vinos/alcoholes' },
    { title: 'Cajas de regalo', text: 'Listas para sorprender', image: '/img/cat-gift.svg', link: '/cajas' },
    { title: 'Gourmet', text: 'Quesos, aceites y charcutería', image: '/img/cat-gourmet.svg', link: '/gourmet' },
    { title: 'Ofertas', text: 'Precios de bodega cada semana', image: '/img/cat-offers.svg', link: '/ofertas' },
    { title: 'Eventos', text: 'Catas guiadas y maridajes', image: '/img/cat-events.svg', link: '/eventos' },
  ],
  highlights: [
    {
      icon: 'truck',
      title: 'Despacho a todo Chile',
      text: 'En Santiago, en hasta {santiago_days_max} días hábiles; en regiones, de {regions_days_min} a {regions_days_max}. Lo que compras un día hábil antes de las {cutoff_time} sale ese día.',
    },
    {
      icon: 'store',
      title: 'Retiro en tienda',
      text: 'Compra en línea y retira gratis en Vitacura: el mismo día si compras un día hábil antes de las {cutoff_time}.',
    },
    {
      icon: 'sparkle',
      title: 'Asesoría de sommelier',
      text: 'Te ayudamos a elegir por WhatsApp o con el sommelier virtual.',
    },
    { icon: 'shield', title: 'Compra segura', text: 'Pagas con Webpay Plus o transferencia bancaria.' },
  ],
  wine_bar: {
    eyebrow: 'Vino Bar',
    title: 'Una copa antes de llevarte la botella',
    text: 'Detrás de la tienda hay un bar con 40 vinos por copa, tablas de quesos franceses y charcutería, y catas guiadas todos los jueves. Cualquier botella de la tienda se puede abrir en el bar con un descorche de {corkage_fee}.',
    hours: 'Martes a sábado 18:00–00:30 · Domingo 13:00–18:00',
    image: '/img/wine-bar.svg',
    cta_text: 'Reservar mesa',
    cta_link: '/reserva-mesa',
    secondary_text: 'Conoce el bar',
    secondary_link: '/vino-bar',
  },
  sommelier: {
    eyebrow: 'Sommelier virtual',
    title: '¿No sabes qué vino elegir?',
    text: 'Cuéntanos qué vas a cocinar o qué te gusta y te recomendamos vinos de nuestra cava en menos de un minuto.',
    cta_text: 'Preguntar al sommelier',
    cta_link: '/sommelier-virtual',
  },
}

export const pagesEs: Record<string, unknown> = {
  layout,
  home,
  'not-found': {
    image: { image: '/img/not-found.svg' },
    title_layout: { title: 'Esta botella no está en la cava' },
    text: {
      text: 'La página que buscas no existe o cambió de lugar. Vuelve al inicio y sigue recorriendo la tienda.',
    },
  },
  'about-us': page(
    'Acerca de nosotros',
    'Vinoteca Andes es una tienda de vinos y vino bar en Vitacura, Santiago, fundada en 2012.',
    'Acerca de nosotros',
    '/img/banner-about.svg',
    'Somos una vinoteca de barrio con vocación de cava: desde 2012 recorremos los valles de Chile buscando vinos honestos, y los compartimos en nuestra tienda y vino bar de Av. Nueva Costanera.',
    [
      {
        title: 'Nuestra historia',
        body: [
          'Vinoteca Andes nació como una pequeña tienda de 40 metros cuadrados con 120 etiquetas. Hoy tenemos más de 600 vinos, una selección de destilados chilenos y del mundo, una despensa gourmet y un vino bar donde cada botella de la tienda se puede abrir y compartir.',
          'Seguimos eligiendo cada vino de la misma forma: lo probamos en equipo y solo entra a la cava si nos gustaría recomendarlo a un amigo.',
        ],
      },
      {
        title: 'Lo que nos importa',
        body: ['Creemos que el vino se disfruta mejor cuando se conoce quién lo hace y de dónde viene.'],
        items: [
          'Viñas pequeñas y medianas junto a los clásicos de siempre.',
          'Precios justos y transparentes, con ofertas reales cada semana.',
          'Asesoría de sommeliers en la tienda, por WhatsApp y en línea.',
          'Despachos cuidados, con embalaje reciclable.',
        ],
      },
      {
        title: 'Visítanos',
        body: [
          'Av. Nueva Costanera 3900, Vitacura, Santiago. Tienda: lunes a sábado de 10:00 a 21:00 y domingo de 11:00 a 18:00. Vino bar: martes a sábado de 18:00 a 00:30.',
          'Teléfono +56 2 2345 6789 · WhatsApp +56 9 8765 4321 · hola@vinotecaandes.cl',
        ],
      },
    ],
  ),
  'exchange-return-policies': page(
    'Políticas de cambio y devolución',
    'Cómo cambiar o devolver un producto comprado en Vinoteca Andes.',
    'Políticas de cambio y devolución',
    '/img/banner-policy.svg',
    'Queremos que cada botella llegue perfecta. Si algo no está bien, lo solucionamos.',
    [
      {
        title: 'Plazos',
        body: [
          'Puedes solicitar el cambio o la devolución de productos sin abrir dentro de los 10 días corridos desde la recepción, conforme a la Ley 19.496 sobre Protección de los Derechos de los Consumidores.',
        ],
      },
      {
        title: 'Productos dañados o defectuosos',
        body: [
          'Si un producto llega quebrado, con la cápsula dañada o el vino presenta defectos (por ejemplo, corcho), escríbenos dentro de 48 horas a hola@vinotecaandes.cl con una foto y tu número de pedido. Te enviamos un reemplazo sin costo o devolvemos el dinero.',
        ],
      },
      {
        title: 'Cómo solicitarlo',
        body: ['Para gestionar un cambio o devolución necesitamos:'],
        items: [
          'Número de pedido y boleta o factura.',
          'Producto sin abrir, con sus sellos y en su embalaje original.',
          'Retiro en nuestra tienda de Vitacura o coordinado con nuestro equipo de despacho.',
        ],
      },
      {
        title: 'Reembolsos',
        body: [
          'Los reembolsos se realizan por el mismo medio de pago en un plazo de hasta 10 días hábiles. Los productos gourmet perecibles no tienen cambio salvo defecto de calidad.',
        ],
      },
    ],
  ),
  'dispatch-policies': page(
    'Políticas de despacho',
    'Plazos, costos y cobertura de despacho de Vinoteca Andes en Chile.',
    'Políticas de despacho',
    '/img/banner-policy.svg',
    'Despachamos a todo Chile con embalaje diseñado para botellas.',
    [
      {
        title: 'Plazos de entrega',
        items: [
          'Gran Santiago: hasta {santiago_days_max} días hábiles desde que el pedido sale de la tienda. Las compras confirmadas un día hábil antes de las {cutoff_time} salen ese mismo día; las demás, el siguiente día hábil.',
          'Regiones: de {regions_days_min} a {regions_days_max} días hábiles desde que el pedido sale, según la comuna.',
          'Retiro en tienda: gratis, listo el día en que el pedido sale de la tienda.',
        ],
        body: ['Los plazos corren desde la confirmación del pago.'],
      },
      {
        title: 'Costos',
        body: [
          'El costo de despacho se calcula en el carrito según la comuna de destino. Las compras desde {free_shipping_threshold} en Santiago tienen despacho gratis.',
        ],
      },
      {
        title: 'Recepción',
        body: [
          'La entrega debe recibirla una persona mayor de 18 años, que puede ser quien compra, otra persona que indiques o la conserjería de tu edificio. Si no hay nadie, coordinamos un segundo intento sin costo.',
        ],
      },
      {
        title: 'Seguimiento',
        body: ['Con tu número de pedido puedes ver el estado del despacho en la página Seguimiento de pedido.'],
      },
    ],
  ),
  'privacy-policies': page(
    'Políticas de privacidad',
    'Cómo Vinoteca Andes trata tus datos personales.',
    'Políticas de privacidad',
    '/img/banner-policy.svg',
    'Tus datos son tuyos. Usamos solo lo necesario para atender tus compras y nunca los vendemos.',
    [
      {
        title: 'Qué datos recopilamos',
        body: [
          'Nombre, RUT, correo electrónico, teléfono y direcciones de despacho, además del historial de compras cuando creas una cuenta.',
        ],
      },
      {
        title: 'Para qué los usamos',
        items: [
          'Procesar y despachar tus pedidos y emitir boletas o facturas.',
          'Enviarte el newsletter, solo si te suscribes; puedes darte de baja en cualquier momento.',
          'Mejorar la tienda con estadísticas de uso agregadas.',
        ],
        body: [],
      },
      {
        title: 'Pagos',
        body: [
          'Los pagos con tarjeta se procesan en Webpay Plus de Transbank. Vinoteca Andes no ve ni almacena los datos de tu tarjeta.',
        ],
      },
      {
        title: 'Tus derechos',
        body: [
          'Conforme a la Ley 19.628, puedes solicitar acceso, rectificación o eliminación de tus datos escribiendo a hola@vinotecaandes.cl.',
        ],
      },
    ],
  ),
  'general-policies': page(
    'Políticas generales',
    'Condiciones generales de venta de Vinoteca Andes.',
    'Políticas generales',
    '/img/banner-policy.svg',
    'La venta de bebidas alcohólicas está prohibida a menores de 18 años. Al comprar declaras ser mayor de edad.',
    [
      {
        title: 'Precios y stock',
        body: ['Los precios están en pesos chilenos e incluyen IVA. El stock se confirma al momento del pago.'],
      },
      {
        title: 'Consumo responsable',
        body: ['Disfruta con moderación. Si vas a manejar, no bebas.'],
      },
    ],
  ),
  'general-conditions': page(
    'Términos y condiciones',
    'Términos y condiciones de uso del sitio de Vinoteca Andes.',
    'Términos y condiciones',
    '/img/banner-policy.svg',
    'Estos términos regulan el uso de vinotecaandes.cl y las compras realizadas en el sitio.',
    [
      {
        title: 'Uso del sitio',
        body: [
          'Para comprar debes ser mayor de 18 años y entregar información verdadera. Nos reservamos el derecho de anular pedidos con datos falsos.',
        ],
      },
      {
        title: 'Promociones',
        body: [
          'Las ofertas son válidas hasta agotar stock o hasta la fecha indicada. Los cupones no son acumulables salvo que se indique.',
        ],
      },
    ],
  ),
  'need-help': page(
    '¿Necesitas ayuda?',
    'Resolvemos tus dudas sobre pedidos, despachos y productos.',
    '¿Necesitas ayuda?',
    '/img/banner-about.svg',
    'Escríbenos por WhatsApp al +56 9 8765 4321 o a hola@vinotecaandes.cl; respondemos de lunes a sábado entre 10:00 y 20:00.',
    // The FAQ of /contacto/preguntas-frecuentes: each section is a question and its answer.
    [
      {
        title: '¿Cuánto demora el despacho?',
        body: ['Los plazos corren desde la confirmación del pago:'],
        items: [
          'Gran Santiago: hasta {santiago_days_max} días hábiles desde que el pedido sale de la tienda. Las compras confirmadas un día hábil antes de las {cutoff_time} salen ese mismo día; las demás, el siguiente día hábil.',
          'Regiones: de {regions_days_min} a {regions_days_max} días hábiles desde que el pedido sale, según la comuna.',
          'Retiro en nuestra tienda de Vitacura: gratis, listo el día en que el pedido sale de la tienda.',
        ],
      },
      {
        title: '¿Cuánto cuesta el despacho?',
        body: [
          'El costo se calcula en el carrito según la comuna de destino. Las compras desde {free_shipping_threshold} en Santiago tienen despacho gratis.',
        ],
      },
      {
        title: '¿Cómo sigo mi pedido?',
        body: [
          'Con tu número de pedido y tu correo en la página Seguimiento de pedido verás si está en validación, confirmado, en camino o entregado.',
        ],
      },
      {
        title: '¿Qué medios de pago aceptan?',
        body: [
          'Tarjetas de crédito y débito con Webpay Plus, y transferencia bancaria: al elegirla te mostramos los datos de la cuenta y tu pedido queda en validación hasta que confirmamos el pago.',
        ],
      },
      {
        title: '¿Puedo pedir factura?',
        body: [
          'Sí. En el paso de pago elige factura e ingresa la razón social, el RUT y el giro de tu empresa. Para compras de empresas por volumen, escríbenos desde el formulario de empresas.',
        ],
      },
      {
        title: '¿Quién puede recibir el pedido?',
        body: [
          'Una persona mayor de 18 años: tú, otra persona que indiques o la conserjería de tu edificio. La venta de alcohol a menores de 18 años está prohibida.',
        ],
      },
      {
        title: '¿Puedo cambiar o devolver un producto?',
        body: [
          'Sí, los productos sin abrir dentro de los 10 días corridos desde la recepción. Si algo llega quebrado o con defecto, escríbenos dentro de 48 horas con una foto y tu número de pedido: te enviamos un reemplazo o devolvemos el dinero.',
        ],
      },
      {
        title: '¿Hacen regalos corporativos?',
        body: [
          'Sí: cajas de regalo con tu marca, catas para equipos y despacho a varias direcciones. Cuéntanos cantidades y fechas en el formulario de empresas y te enviamos una propuesta.',
        ],
      },
      {
        title: '¿Necesito reservar en el vino bar?',
        body: [
          'Abrimos de martes a sábado de 18:00 a 00:30 y el domingo de 13:00 a 18:00. Para grupos de más de cuatro personas recomendamos reservar mesa.',
        ],
      },
    ],
  ),
  'wine-bar': page(
    'Vino Bar',
    'Vino bar en Vitacura con 40 vinos por copa, tablas y catas guiadas.',
    'Vino Bar Andes',
    '/img/wine-bar.svg',
    'Al fondo de la tienda, bajo una parra de más de 60 años, está nuestro vino bar: 40 vinos por copa, tablas para compartir y la posibilidad de abrir cualquier botella de la cava.',
    [
      {
        title: 'La carta',
        body: [
          'La carta de copas cambia cada semana y recorre Chile de norte a sur: del Elqui a Osorno, con invitados de Francia, España y Argentina.',
        ],
        items: [
          'Copas desde {glass_from} y flights de tres vinos desde {flight_from}.',
          'Tablas de quesos franceses y chilenos, charcutería y pan de masa madre.',
          'Descorche de {corkage_fee} para cualquier botella comprada en la tienda.',
        ],
      },
      {
        title: 'Catas de los jueves',
        body: [
          'Cada jueves a las 19:30 un enólogo o sommelier invitado guía una cata de cinco vinos. Cupos limitados: revisa los próximos eventos.',
        ],
      },
      {
        title: 'Horario',
        body: [
          'Martes a sábado de 18:00 a 00:30 y domingo de 13:00 a 18:00. Recomendamos reservar para grupos de más de cuatro personas.',
        ],
      },
    ],
  ),
  events: page(
    'Eventos y catas',
    'Catas guiadas, maridajes y eventos privados en Vinoteca Andes.',
    'Eventos y catas',
    '/img/cat-events.svg',
    'Catas guiadas, cenas maridaje y encuentros con enólogos en nuestro vino bar.',
  ),
  blog: page(
    'Blog',
    'Maridajes, guías de cepas y noticias del mundo del vino.',
    'Blog Andes',
    '/img/menu-blog.svg',
    'Guías de cepas, maridajes y noticias del vino chileno, escritas por nuestro equipo.',
  ),
  contact: page(
    'Contacto',
    'Contáctanos como persona o empresa.',
    'Contacto',
    '/img/banner-about.svg',
    'Cuéntanos en qué te podemos ayudar; respondemos en menos de un día hábil.',
  ),
  'company-contact': page(
    'Contacto empresas',
    'Regalos corporativos y eventos para empresas.',
    'Empresas',
    '/img/menu-gift.svg',
    'Cajas de regalo con tu marca, catas corporativas y facturación para empresas.',
  ),
  'reservation-thank-you': page(
    '¡Reserva recibida!',
    'Tu reserva de evento fue recibida.',
    '¡Gracias por tu reserva!',
    '/img/cat-events.svg',
    'Te enviamos la confirmación por correo. ¡Nos vemos pronto!',
  ),
  'table-reservation-thank-you': page(
    '¡Mesa reservada!',
    'Tu reserva de mesa en el vino bar fue recibida.',
    '¡Tu mesa está reservada!',
    '/img/wine-bar.svg',
    'Te esperamos en el vino bar. Si necesitas cambiar la reserva, escríbenos por WhatsApp.',
  ),
  reservation: page(
    'Reserva de eventos',
    'Reserva tu cupo en nuestras catas y eventos.',
    'Reserva tu cupo',
    '/img/cat-events.svg',
    'Elige el evento, la cantidad de personas y deja tus datos.',
  ),
  'table-wine-bar-reservations': page(
    'Reserva de mesa',
    'Reserva una mesa en el vino bar de Vinoteca Andes.',
    'Reserva tu mesa',
    '/img/wine-bar.svg',
    'Reserva para hasta 12 personas. Para grupos más grandes, contáctanos.',
  ),
  offers: page(
    'Ofertas',
    'Precios de bodega en vinos, destilados y gourmet.',
    'Ofertas de la semana',
    '/img/cat-offers.svg',
    'Precios de bodega en etiquetas seleccionadas, mientras dure el stock.',
  ),
  boxes: page(
    'Cajas de regalo',
    'Cajas de regalo con vinos, destilados y productos gourmet.',
    'Cajas de regalo',
    '/img/cat-gift.svg',
    'Cajas armadas por nuestros sommeliers, con tarjeta escrita a mano si lo pides.',
  ),
  'gourmet-products': page(
    'Gourmet',
    'Quesos franceses, aceites de oliva, charcutería y chocolates.',
    'Despensa gourmet',
    '/img/cat-gourmet.svg',
    'Lo que acompaña al vino: quesos, charcutería, aceites y dulces de productores que admiramos.',
  ),
  alcohols: page(
    'Destilados',
    'Pisco, whisky, gin, ron y licores.',
    'Destilados',
    '/img/cat-spirits.svg',
    'Piscos de autor, whiskies de malta, gins chilenos y más.',
  ),
  wines: page(
    'Vinos',
    'Vinos chilenos y del mundo.',
    'Vinos',
    '/img/cat-wine.svg',
    'Más de 600 etiquetas elegidas por nuestro equipo.',
  ),
  'vinos-chilenos': page(
    'Vinos chilenos',
    'Vinos de los valles de Chile, del Elqui a Osorno.',
    'Vinos chilenos',
    '/img/hero-vineyard.svg',
    'Del desierto de Atacama a los lagos del sur: los valles de Chile en una cava.',
  ),
  'vinos-franceses': page(
    'Vinos franceses',
    'Burdeos, Borgoña, Ródano, Loira y Champagne.',
    'Vinos franceses',
    '/img/cat-wine.svg',
    'Los grandes clásicos y pequeños vignerons de Francia.',
  ),
  'vinos-del-mundo': page(
    'Vinos del mundo',
    'Vinos de Argentina, España, Italia, Portugal y más.',
    'Vinos del mundo',
    '/img/cat-wine.svg',
    'Una vuelta al mundo en botellas elegidas por nuestro equipo.',
  ),
  'shopping-cart': {
    ...page(
      'Carrito',
      'Tu carrito de compras.',
      'Tu carrito',
      '/img/banner-policy.svg',
      'Revisa tus productos antes de pagar.',
    ),
    shopping_cart_descriptions: {
      gift_card_price: 2000,
      gift_card_text: 'Agrega una tarjeta de regalo escrita a mano.',
    },
  },
  'general-search': {
    ...page(
      'Búsqueda',
      'Busca vinos, destilados, productos gourmet, eventos y artículos.',
      'Resultados de búsqueda',
      '/img/cat-wine.svg',
      '',
    ),
    title: '¿Qué estás buscando?',
    words: [{ text: 'Carménère' }, { text: 'Espumantes' }, { text: 'Pisco' }, { text: 'Cajas de regalo' }],
  },
  auth: page(
    'Mi cuenta',
    'Ingresa o crea tu cuenta en Vinoteca Andes.',
    'Tu cuenta Vinoteca Andes',
    '/img/banner-about.svg',
    'Compra más rápido y sigue cada pedido',
  ),
  sommelier: page(
    'Sommelier virtual',
    'Encuentra el vino perfecto para tu comida o tu gusto.',
    'Sommelier virtual',
    '/img/hero-bottles.svg',
    'Elige un plato o responde cuatro preguntas y te recomendamos vinos de nuestra cava.',
  ),
}
