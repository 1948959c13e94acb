// Shop copy in English (docs/product.md, The API page slugs). Same shapes as pages-es.ts; filter values stay as the
// catalogue stores them (Spanish), only the labels are translated.

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
        title: 'Wines',
        link: '/vinos',
        icon: 'wine',
        components: [
          {
            layout: 'grouped_links',
            title: 'Wines',
            icon: 'wine',
            link: '/vinos',
            groups: [
              {
                heading: 'Types',
                options: [
                  { text: 'Red', value: 'tinto' },
                  { text: 'White', value: 'blanco' },
                  { text: 'Rosé', value: 'rosado' },
                  { text: 'Sparkling', value: 'espumante' },
                  { text: 'Sweet', value: 'dulce' },
                ],
              },
              {
                heading: 'Strains',
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
            title: 'Origin',
            icon: 'globe',
            link: '/vinos',
            groups: [
              {
                heading: 'Country',
                options: [
                  { text: 'Chile', value: 'chile' },
                  { text: 'France', value: 'francia' },
                  { text: 'Argentina', value: 'argentina' },
                  { text: 'Spain', value: 'espana' },
                  { text: 'Italy', value: 'italia' },
                ],
              },
              {
                heading: 'By region',
                options: [
                  { text: 'Bordeaux', value: 'burdeos' },
                  { text: 'Burgundy', value: 'borgona' },
                  { text: 'Champagne', value: 'champana' },
                  { text: 'Rhône Valley', value: 'valle-del-rodano' },
                  { text: 'Loire Valley', value: 'valle-del-loira' },
                ],
              },
            ],
          },
          {
            layout: 'title_icon_and_links',
            title: 'Vineyards',
            icon: 'grape',
            link: '/vinos',
            heading: 'Vineyards',
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
            title: 'Discover',
            icon: 'compass',
            links: [
              { text: 'Chilean wines', link: '/vinos/chilenos' },
              { text: 'French wines', link: '/vinos/franceses' },
              { text: 'Wines of the world', link: '/vinos/del-mundo' },
              { text: 'Grape guide on YouTube', link: 'https://www.youtube.com/@vinotecaandes' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: "The sommelier's selection",
            text: 'Twelve labels we taste and pick every month, from small growers to great classics.',
            image: '/img/menu-wine.svg',
            link: '/sommelier-virtual',
          },
        ],
      },
      {
        title: 'Spirits',
        link: '/vinos/alcoholes',
        icon: 'spirits',
        components: [
          {
            layout: 'title_icon_and_links',
            title: 'Spirits',
            icon: 'spirits',
            link: '/vinos/alcoholes',
            heading: 'Types',
            options: [
              { text: 'Pisco', value: 'pisco' },
              { text: 'Whisky', value: 'whisky' },
              { text: 'Gin', value: 'gin' },
              { text: 'Rum', value: 'ron' },
              { text: 'Tequila and mezcal', value: 'tequila' },
              { text: 'Liqueurs', value: 'licor' },
            ],
          },
          {
            layout: 'title_icon_and_links',
            title: 'Origin',
            icon: 'globe',
            link: '/vinos/alcoholes',
            heading: 'Country',
            options: [
              { text: 'Chile', value: 'chile' },
              { text: 'Peru', value: 'peru' },
              { text: 'Scotland', value: 'escocia' },
              { text: 'Mexico', value: 'mexico' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Craft piscos',
            text: 'Spirits from the Elqui and Limarí valleys, by small producers.',
            image: '/img/menu-spirits.svg',
            link: '/vinos/alcoholes?tipo=pisco',
          },
        ],
      },
      {
        title: 'Gift boxes',
        link: '/cajas',
        icon: 'gift',
        components: [
          { layout: 'title_icon_and_link', title: 'All gift boxes', icon: 'gift', link: '/cajas' },
          {
            layout: 'title_icon_and_links',
            title: 'For every occasion',
            icon: 'sparkle',
            link: '/cajas',
            heading: 'Types',
            options: [
              { text: 'Red wine boxes', value: 'tintos' },
              { text: 'Sparkling boxes', value: 'espumantes' },
              { text: 'Premium', value: 'premium' },
              { text: 'Wine and gourmet', value: 'gourmet' },
              { text: 'Mixed', value: 'mixta' },
            ],
          },
          {
            layout: 'title_icon_and_text',
            title: 'With a handwritten card',
            icon: 'letter',
            text: 'Add a message and we write it for you before dispatch.',
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Corporate gifts',
            text: 'Boxes with your logo from 20 units.',
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
            title: 'Pantry',
            icon: 'jar',
            link: '/gourmet',
            heading: 'Gourmet products',
            options: [
              { text: 'Cheeses', value: 'quesos' },
              { text: 'Olive oils', value: 'aceites' },
              { text: 'Chocolates', value: 'chocolates' },
              { text: 'Charcuterie', value: 'charcuteria' },
              { text: 'Preserves', value: 'conservas' },
              { text: 'Nuts', value: 'frutos-secos' },
            ],
          },
          {
            layout: 'title_icon_and_links',
            title: 'French cheeses',
            icon: 'cheese',
            link: '/gourmet',
            heading: 'French cheeses',
            options: [
              { text: 'Soft: Brie, Camembert', value: 'pasta-blanda' },
              { text: 'Hard: Comté, Beaufort', value: 'pasta-dura' },
              { text: 'Blue: Roquefort', value: 'azul' },
              { text: 'Washed rind: Époisses', value: 'corteza-lavada' },
              { text: 'Goat: Crottin, Valençay', value: 'cabra' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Board for two',
            text: 'Cheeses, charcuterie and a red picked to go with them.',
            image: '/img/menu-gourmet.svg',
            link: '/cajas',
          },
        ],
      },
      {
        title: 'Offers',
        link: '/ofertas',
        icon: 'tag',
        components: [
          {
            layout: 'title_icon_and_text',
            title: 'Cellar prices',
            icon: 'tag',
            text: 'Every week we lower the price of selected labels while stock lasts.',
          },
          {
            layout: 'title_icon_and_links',
            title: 'Offers by type',
            icon: 'wine',
            link: '/ofertas',
            heading: 'Types',
            options: [
              { text: 'Red', value: 'tinto' },
              { text: 'White', value: 'blanco' },
              { text: 'Sparkling', value: 'espumante' },
            ],
          },
          { layout: 'title_icon_and_link', title: 'See all offers', icon: 'arrow', link: '/ofertas' },
        ],
      },
      {
        title: 'Wine Bar',
        link: '/vino-bar',
        icon: 'glass',
        components: [
          {
            layout: 'title_icon_and_text',
            title: 'Opening hours',
            icon: 'clock',
            text: 'Tuesday to Saturday 6 pm to 12:30 am. Sunday 1 pm to 6 pm.',
          },
          { layout: 'title_icon_and_link', title: 'Book a table', icon: 'calendar', link: '/reserva-mesa' },
          { layout: 'title_icon_and_link', title: 'About the bar', icon: 'glass', link: '/vino-bar' },
          {
            layout: 'image_with_title_text_and_link',
            title: '40 wines by the glass',
            text: 'A list that changes every week, with boards and dishes to share.',
            image: '/img/wine-bar.svg',
            link: '/vino-bar',
          },
        ],
      },
      {
        title: 'Events',
        link: '/eventos',
        icon: 'calendar',
        components: [
          { layout: 'title_icon_and_link', title: 'Upcoming tastings', icon: 'calendar', link: '/eventos' },
          {
            layout: 'title_icon_and_text',
            title: 'Private events',
            icon: 'users',
            text: 'Tastings for companies, birthdays and farewells, at the bar or wherever you like.',
          },
          {
            layout: 'bundled_links',
            title: 'More',
            icon: 'compass',
            links: [
              { text: 'Book an event', link: '/reserva' },
              { text: 'Quote a private event', link: '/contacto/empresa' },
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
            title: 'Read',
            icon: 'book',
            links: [
              { text: 'All articles', link: '/blog' },
              { text: 'Pairings', link: '/blog?categoria=maridajes' },
              { text: 'Grape guides', link: '/blog?categoria=cepas' },
              { text: 'Our Instagram', link: 'https://www.instagram.com/vinotecaandes' },
            ],
          },
          {
            layout: 'image_with_title_text_and_link',
            title: 'Carménère: the lost grape',
            text: 'How a grape forgotten in Bordeaux became the emblem of Chile.',
            image: '/img/menu-blog.svg',
            link: '/blog/carmenere-la-cepa-perdida',
          },
        ],
      },
    ],
  },
  pre_footer: {
    address_icon: 'map-pin',
    address_title: 'Visit us',
    address_text: 'Av. Nueva Costanera 3900, Vitacura, Santiago',
    address_link: MAPS,
    email_icon: 'mail',
    email_title: 'Write to us',
    email_text: 'hola@vinotecaandes.cl',
    phone_icon: 'phone',
    phones: [
      { title: 'Shop', text: '+56 2 2345 6789' },
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
    newsletter_title: 'Join the Andes club',
    newsletter_text: 'News, tastings and subscriber offers, once a week. No spam.',
    title_for_pages: 'The shop',
    links_to_pages: [
      { text: 'Wines', link: '/vinos' },
      { text: 'Spirits', link: '/vinos/alcoholes' },
      { text: 'Gift boxes', link: '/cajas' },
      { text: 'Gourmet', link: '/gourmet' },
      { text: 'Offers', link: '/ofertas' },
      { text: 'Wine Bar', link: '/vino-bar' },
      { text: 'Events', link: '/eventos' },
      { text: 'Blog', link: '/blog' },
      { text: 'Virtual sommelier', link: '/sommelier-virtual' },
      { text: 'Order tracking', link: '/seguimiento' },
    ],
    policy_title: 'Information',
    policy_links: [
      { text: 'About us', link: '/acerca-de' },
      { text: 'Exchange and return policy', link: '/acerca-de/politicas-de-cambio' },
      { text: 'Dispatch policy', link: '/acerca-de/politicas-de-despacho' },
      { text: 'Privacy policy', link: '/acerca-de/politicas-de-privacidad' },
      { text: 'Frequently asked questions', link: '/contacto/preguntas-frecuentes' },
      { text: 'Contact', link: '/contacto' },
    ],
    secure_purchase_text: '100% secure checkout: you pay with Webpay Plus and we never see your card details.',
  },
  floating_buttons: [
    { link: 'https://wa.me/56987654321', icon: 'whatsapp', text: 'Message us on WhatsApp' },
    { link: '/sommelier-virtual', icon: 'sparkle', text: 'Ask the sommelier' },
    { link: '/seguimiento', icon: 'truck', text: 'Track your order' },
    { link: '/contacto/preguntas-frecuentes', icon: 'help', text: 'Frequently asked questions' },
  ],
  general_search: {
    title: 'What are you looking for?',
    words: [
      { text: 'Carménère' },
      { text: 'Sparkling' },
      { text: 'Pisco' },
      { text: 'Gift boxes' },
      { text: 'French cheeses' },
      { text: 'Pinot Noir' },
    ],
  },
  age_modal: {
    image: '/img/age-gate.svg',
    header_text: 'Welcome to',
    title: 'ARE YOU OF LEGAL DRINKING AGE?',
    text: 'You must be 18 or older to enter Vinoteca Andes. Selling alcohol to minors is prohibited in Chile (Law 19.925).',
  },
}

const home = {
  seo: {
    title: 'Vinoteca Andes · Wine, spirits and gourmet in Santiago',
    description:
      'Wine shop and wine bar in Vitacura. Over 600 Chilean and international labels, spirits, cheeses and gift boxes delivered all over Chile.',
  },
  hero: [
    {
      eyebrow: 'Wine shop and wine bar in Vitacura',
      title: 'Wines of the Andes, chosen glass by glass',
      text: 'Over 600 labels from Chilean and international wineries, tasted by our team. Delivery all over Chile: within {santiago_days_max} working days in Santiago.',
      image: '/img/hero-vineyard.svg',
      cta_text: 'Shop wines',
      cta_link: '/vinos',
      secondary_text: 'Gift boxes',
      secondary_link: '/cajas',
    },
    {
      eyebrow: 'This week',
      title: 'Cellar prices on sparkling wines',
      text: 'Up to 25% off sparkling wines from the Casablanca Valley and Champagne.',
      image: '/img/hero-bottles.svg',
      cta_text: 'See offers',
      cta_link: '/ofertas',
    },
  ],
  categories: [
    { title: 'Wines', text: 'Red, white, rosé and sparkling', image: '/img/cat-wine.svg', link: '/vinos' },
    { title: 'Spirits', text: 'Pisco, whisky, gin and more', image: '/img/cat-spirits.svg', link: '/vinos/alcoholes' },
    { title: 'Gift boxes', text: 'Ready to surprise', image: '/img/cat-gift.svg', link: '/cajas' },
    { title: 'Gourmet', text: 'Cheeses, oils and charcuterie', image: '/img/cat-gourmet.svg', link: '/gourmet' },
    { title: 'Offers', text: 'Cellar prices every week', image: '/img/cat-offers.svg', link: '/ofertas' },
    { title: 'Events', text: 'Guided tastings and pairings', image: '/img/cat-events.svg', link: '/eventos' },
  ],
  highlights: [
    {
      icon: 'truck',
      title: 'Delivery all over Chile',
      text: 'Within {santiago_days_max} working days in Santiago, {regions_days_min} to {regions_days_max} in the regions. Orders placed on a working day before {cutoff_time} leave that day.',
    },
    {
      icon: 'store',
      title: 'Store pick-up',
      text: 'Buy online and pick up for free in Vitacura: the same day if you order on a working day before {cutoff_time}.',
    },
    {
      icon: 'sparkle',
      title: 'Sommelier advice',
      text: 'We help you choose on WhatsApp or with the virtual sommelier.',
    },
    { icon: 'shield', title: 'Secure checkout', text: 'Pay with Webpay Plus or bank transfer.' },
  ],
  wine_bar: {
    eyebrow: 'Wine Bar',
    title: 'A glass before you take the bottle home',
    text: 'Behind the shop there is a bar with 40 wines by the glass, boards of French cheese and charcuterie, and guided tastings every Thursday. Any bottle from the shop can be opened at the bar for a {corkage_fee} corkage fee.',
    hours: 'Tuesday to Saturday 6 pm–12:30 am · Sunday 1 pm–6 pm',
    image: '/img/wine-bar.svg',
    cta_text: 'Book a table',
    cta_link: '/reserva-mesa',
    secondary_text: 'About the bar',
    secondary_link: '/vino-bar',
  },
  sommelier: {
    eyebrow: 'Virtual sommelier',
    title: 'Not sure which wine to choose?',
    text: 'Tell us what you are cooking or what you like and we will recommend wines from our cellar in under a minute.',
    cta_text: 'Ask the sommelier',
    cta_link: '/sommelier-virtual',
  },
}

export const pagesEn: Record<string, unknown> = {
  layout,
  home,
  'not-found': {
    image: { image: '/img/not-found.svg' },
    title_layout: { title: 'This bottle is not in our cellar' },
    text: {
      text: 'The page you are looking for does not exist or has moved. Head back home and keep browsing the shop.',
    },
  },
  'about-us': page(
    'About us',
    'Vinoteca Andes is a wine shop and wine bar in Vitacura, Santiago, founded in 2012.',
    'About us',
    '/img/banner-about.svg',
    'We are a neighbourhood wine shop with the soul of a cellar: since 2012 we have travelled the valleys of Chile looking for honest wines, and we share them in our shop and wine bar on Av. Nueva Costanera.',
    [
      {
        title: 'Our story',
        body: [
          'Vinoteca Andes started as a small 40-square-metre shop with 120 labels. Today we carry over 600 wines, a selection of Chilean and international spirits, a gourmet pantry and a wine bar where any bottle from the shop can be opened and shared.',
          'We still choose every wine the same way: we taste it as a team, and it only enters the cellar if we would recommend it to a friend.',
        ],
      },
      {
        title: 'What we care about',
        body: ['We believe wine is best enjoyed when you know who makes it and where it comes from.'],
        items: [
          'Small and mid-sized wineries next to the great classics.',
          'Fair, transparent prices, with real offers every week.',
          'Sommelier advice in the shop, on WhatsApp and online.',
          'Careful delivery in recyclable packaging.',
        ],
      },
      {
        title: 'Visit us',
        body: [
          'Av. Nueva Costanera 3900, Vitacura, Santiago. Shop: Monday to Saturday 10 am to 9 pm, Sunday 11 am to 6 pm. Wine bar: Tuesday to Saturday 6 pm to 12:30 am.',
          'Phone +56 2 2345 6789 · WhatsApp +56 9 8765 4321 · hola@vinotecaandes.cl',
        ],
      },
    ],
  ),
  'exchange-return-policies': page(
    'Exchange and return policy',
    'How to exchange or return a product bought at Vinoteca Andes.',
    'Exchange and return policy',
    '/img/banner-policy.svg',
    'We want every bottle to arrive perfect. If something is wrong, we fix it.',
    [
      {
        title: 'Time limits',
        body: [
          'You can request an exchange or return of unopened products within 10 calendar days of delivery, under Chilean consumer protection law (Law 19.496).',
        ],
      },
      {
        title: 'Damaged or faulty products',
        body: [
          'If a product arrives broken, with a damaged capsule, or the wine is faulty (for example, corked), write to hola@vinotecaandes.cl within 48 hours with a photo and your order number. We send a replacement at no cost or refund your money.',
        ],
      },
      {
        title: 'How to request it',
        body: ['To process an exchange or return we need:'],
        items: [
          'Order number and receipt or invoice.',
          'The product unopened, with its seals and in its original packaging.',
          'Drop-off at our Vitacura shop or a pick-up arranged with our delivery team.',
        ],
      },
      {
        title: 'Refunds',
        body: [
          'Refunds are made to the original payment method within 10 working days. Perishable gourmet products cannot be exchanged unless they have a quality defect.',
        ],
      },
    ],
  ),
  'dispatch-policies': page(
    'Dispatch policy',
    'Delivery times, costs and coverage of Vinoteca Andes in Chile.',
    'Dispatch policy',
    '/img/banner-policy.svg',
    'We deliver all over Chile in packaging designed for bottles.',
    [
      {
        title: 'Delivery times',
        items: [
          'Greater Santiago: within {santiago_days_max} working days of the order leaving the shop. Orders confirmed on a working day before {cutoff_time} leave that day; the rest, on the next working day.',
          'Regions: {regions_days_min} to {regions_days_max} working days of the order leaving the shop, depending on the commune.',
          'Store pick-up: free, ready on the day the order leaves the shop.',
        ],
        body: ['Times count from payment confirmation.'],
      },
      {
        title: 'Costs',
        body: [
          'The delivery fee is calculated in the cart for the destination commune. Orders from {free_shipping_threshold} in Santiago ship free.',
        ],
      },
      {
        title: 'Receiving your order',
        body: [
          'Deliveries must be received by someone aged 18 or over: the buyer, another person you name, or your building concierge. If nobody is home we arrange a second attempt at no cost.',
        ],
      },
      {
        title: 'Tracking',
        body: ['With your order number you can follow your delivery on the Order tracking page.'],
      },
    ],
  ),
  'privacy-policies': page(
    'Privacy policy',
    'How Vinoteca Andes handles your personal data.',
    'Privacy policy',
    '/img/banner-policy.svg',
    'Your data is yours. We only use what we need to serve your orders and we never sell it.',
    [
      {
        title: 'What we collect',
        body: ['Name, RUT, e-mail, phone and delivery addresses, plus your order history when you create an account.'],
      },
      {
        title: 'What we use it for',
        items: [
          'Processing and delivering your orders and issuing receipts or invoices.',
          'Sending the newsletter, only if you subscribe; you can unsubscribe at any time.',
          'Improving the shop with aggregated usage statistics.',
        ],
        body: [],
      },
      {
        title: 'Payments',
        body: [
          "Card payments are processed by Transbank's Webpay Plus. Vinoteca Andes never sees or stores your card details.",
        ],
      },
      {
        title: 'Your rights',
        body: [
          'Under Law 19.628 you can ask to access, correct or delete your data by writing to hola@vinotecaandes.cl.',
        ],
      },
    ],
  ),
  'general-policies': page(
    'General policies',
    'General terms of sale of Vinoteca Andes.',
    'General policies',
    '/img/banner-policy.svg',
    'Selling alcoholic beverages to people under 18 is prohibited. By buying you declare you are of legal age.',
    [
      {
        title: 'Prices and stock',
        body: ['Prices are in Chilean pesos and include VAT. Stock is confirmed at payment.'],
      },
      { title: 'Responsible drinking', body: ['Enjoy in moderation. If you drive, do not drink.'] },
    ],
  ),
  'general-conditions': page(
    'Terms and conditions',
    'Terms and conditions of use of the Vinoteca Andes website.',
    'Terms and conditions',
    '/img/banner-policy.svg',
    'These terms govern the use of vinotecaandes.cl and purchases made on the site.',
    [
      {
        title: 'Use of the site',
        body: [
          'To buy you must be 18 or older and provide truthful information. We may cancel orders placed with false data.',
        ],
      },
      {
        title: 'Promotions',
        body: [
          'Offers are valid while stock lasts or until the stated date. Coupons cannot be combined unless stated.',
        ],
      },
    ],
  ),
  'need-help': page(
    'Need help?',
    'We answer your questions about orders, delivery and products.',
    'Need help?',
    '/img/banner-about.svg',
    'Message us on WhatsApp at +56 9 8765 4321 or write to hola@vinotecaandes.cl; we reply Monday to Saturday from 10 am to 8 pm.',
    // The FAQ of /contacto/preguntas-frecuentes: each section is a question and its answer.
    [
      {
        title: 'How long does delivery take?',
        body: ['Delivery times start once the payment is confirmed:'],
        items: [
          'Greater Santiago: within {santiago_days_max} working days of the order leaving the shop. Purchases confirmed on a working day before {cutoff_time} leave that day; the rest, on the next working day.',
          'Other regions: {regions_days_min} to {regions_days_max} working days of the order leaving the shop, depending on the commune.',
          'Pick-up at our Vitacura shop: free, ready on the day the order leaves the shop.',
        ],
      },
      {
        title: 'How much does delivery cost?',
        body: [
          'The cart works out the cost for the destination commune. Purchases from {free_shipping_threshold} in Santiago ship free.',
        ],
      },
      {
        title: 'How do I track my order?',
        body: [
          'Enter your order number and e-mail on the Order tracking page to see whether it is in validation, confirmed, on the way or delivered.',
        ],
      },
      {
        title: 'Which payment methods do you accept?',
        body: [
          'Credit and debit cards through Webpay Plus, and bank transfer: choose it and we show you the account details; the order stays in validation until we confirm the payment.',
        ],
      },
      {
        title: 'Can I get an invoice (factura)?',
        body: [
          "Yes. At the payment step choose factura and enter your company's business name, RUT and giro. For volume purchases by companies, write to us through the company form.",
        ],
      },
      {
        title: 'Who can receive the order?',
        body: [
          "Someone aged 18 or over: you, another person you name, or your building's concierge. Selling alcohol to under-18s is prohibited.",
        ],
      },
      {
        title: 'Can I exchange or return a product?',
        body: [
          'Yes, unopened products within 10 calendar days of delivery. If something arrives broken or faulty, write to us within 48 hours with a photo and your order number: we send a replacement or refund you.',
        ],
      },
      {
        title: 'Do you do corporate gifts?',
        body: [
          'Yes: gift boxes with your brand, tastings for teams and delivery to several addresses. Tell us quantities and dates in the company form and we will send you a proposal.',
        ],
      },
      {
        title: 'Do I need to book at the wine bar?',
        body: [
          'We open Tuesday to Saturday from 6 pm to 12:30 am and Sunday from 1 pm to 6 pm. For groups of more than four we recommend booking a table.',
        ],
      },
    ],
  ),
  'wine-bar': page(
    'Wine Bar',
    'Wine bar in Vitacura with 40 wines by the glass, boards and guided tastings.',
    'Andes Wine Bar',
    '/img/wine-bar.svg',
    'At the back of the shop, under a vine more than 60 years old, is our wine bar: 40 wines by the glass, boards to share, and the chance to open any bottle from the cellar.',
    [
      {
        title: 'The list',
        body: [
          'Our by-the-glass list changes every week and travels Chile from north to south, from Elqui to Osorno, with guests from France, Spain and Argentina.',
        ],
        items: [
          'Glasses from {glass_from} and flights of three wines from {flight_from}.',
          'Boards of French and Chilean cheeses, charcuterie and sourdough bread.',
          '{corkage_fee} corkage for any bottle bought in the shop.',
        ],
      },
      {
        title: 'Thursday tastings',
        body: [
          'Every Thursday at 7:30 pm a guest winemaker or sommelier leads a tasting of five wines. Places are limited: see upcoming events.',
        ],
      },
      {
        title: 'Opening hours',
        body: [
          'Tuesday to Saturday 6 pm to 12:30 am and Sunday 1 pm to 6 pm. We recommend booking for groups of more than four.',
        ],
      },
    ],
  ),
  events: page(
    'Events and tastings',
    'Guided tastings, pairings and private events at Vinoteca Andes.',
    'Events and tastings',
    '/img/cat-events.svg',
    'Guided tastings, pairing dinners and meetings with winemakers at our wine bar.',
  ),
  blog: page(
    'Blog',
    'Pairings, grape guides and wine news.',
    'Andes Blog',
    '/img/menu-blog.svg',
    'Grape guides, pairings and Chilean wine news, written by our team.',
  ),
  contact: page(
    'Contact',
    'Get in touch as a person or a company.',
    'Contact',
    '/img/banner-about.svg',
    'Tell us how we can help; we reply within one working day.',
  ),
  'company-contact': page(
    'Company contact',
    'Corporate gifts and events for companies.',
    'Companies',
    '/img/menu-gift.svg',
    'Gift boxes with your brand, corporate tastings and invoicing for companies.',
  ),
  'reservation-thank-you': page(
    'Booking received!',
    'Your event booking was received.',
    'Thank you for your booking!',
    '/img/cat-events.svg',
    'We have sent the confirmation by e-mail. See you soon!',
  ),
  'table-reservation-thank-you': page(
    'Table booked!',
    'Your wine bar table booking was received.',
    'Your table is booked!',
    '/img/wine-bar.svg',
    'We look forward to seeing you at the wine bar. To change your booking, message us on WhatsApp.',
  ),
  reservation: page(
    'Event booking',
    'Book your place at our tastings and events.',
    'Book your place',
    '/img/cat-events.svg',
    'Choose the event, the number of people and leave your details.',
  ),
  'table-wine-bar-reservations': page(
    'Table booking',
    'Book a table at the Vinoteca Andes wine bar.',
    'Book your table',
    '/img/wine-bar.svg',
    'Bookings for up to 12 people. For larger groups, contact us.',
  ),
  offers: page(
    'Offers',
    'Cellar prices on wines, spirits and gourmet.',
    'Offers of the week',
    '/img/cat-offers.svg',
    'Cellar prices on selected labels, while stock lasts.',
  ),
  boxes: page(
    'Gift boxes',
    'Gift boxes with wines, spirits and gourmet products.',
    'Gift boxes',
    '/img/cat-gift.svg',
    'Boxes put together by our sommeliers, with a handwritten card if you ask.',
  ),
  'gourmet-products': page(
    'Gourmet',
    'French cheeses, olive oils, charcuterie and chocolates.',
    'Gourmet pantry',
    '/img/cat-gourmet.svg',
    'What goes with wine: cheeses, charcuterie, oils and sweets from producers we admire.',
  ),
  alcohols: page(
    'Spirits',
    'Pisco, whisky, gin, rum and liqueurs.',
    'Spirits',
    '/img/cat-spirits.svg',
    'Craft piscos, malt whiskies, Chilean gins and more.',
  ),
  wines: page(
    'Wines',
    'Chilean and international wines.',
    'Wines',
    '/img/cat-wine.svg',
    'Over 600 labels chosen by our team.',
  ),
  'vinos-chilenos': page(
    'Chilean wines',
    'Wines from the valleys of Chile, from Elqui to Osorno.',
    'Chilean wines',
    '/img/hero-vineyard.svg',
    'From the Atacama desert to the southern lakes: the valleys of Chile in one cellar.',
  ),
  'vinos-franceses': page(
    'French wines',
    'Bordeaux, Burgundy, Rhône, Loire and Champagne.',
    'French wines',
    '/img/cat-wine.svg',
    'The great classics and small vignerons of France.',
  ),
  'vinos-del-mundo': page(
    'Wines of the world',
    'Wines from Argentina, Spain, Italy, Portugal and more.',
    'Wines of the world',
    '/img/cat-wine.svg',
    'A trip around the world in bottles chosen by our team.',
  ),
  'shopping-cart': {
    ...page('Cart', 'Your shopping cart.', 'Your cart', '/img/banner-policy.svg', 'Check your products before paying.'),
    shopping_cart_descriptions: { gift_card_price: 2000, gift_card_text: 'Add a handwritten gift card.' },
  },
  'general-search': {
    ...page(
      'Search',
      'Search wines, spirits, gourmet products, events and articles.',
      'Search results',
      '/img/cat-wine.svg',
      '',
    ),
    title: 'What are you looking for?',
    words: [{ text: 'Carménère' }, { text: 'Sparkling' }, { text: 'Pisco' }, { text: 'Gift boxes' }],
  },
  auth: page(
    'My account',
    'Sign in or create your Vinoteca Andes account.',
    'Your Vinoteca Andes account',
    '/img/banner-about.svg',
    'Check out faster and follow every order',
  ),
  sommelier: page(
    'Virtual sommelier',
    'Find the perfect wine for your meal or your taste.',
    'Virtual sommelier',
    '/img/hero-bottles.svg',
    'Choose a dish or answer four questions and we recommend wines from our cellar.',
  ),
}
