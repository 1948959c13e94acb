import { sql } from 'drizzle-orm'
import { integer, primaryKey, real, sqliteTable, sqliteView, text } from 'drizzle-orm/sqlite-core'

// Typed mirror of migrations/*.sql. Migrations are the source of truth; keep this in step
// (tests/api/schema.test.ts compares both).

export const pages = sqliteTable(
  'pages',
  {
    slug: text('slug').notNull(),
    locale: text('locale', { enum: ['es', 'en'] }).notNull(),
    content: text('content', { mode: 'json' }).notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
)

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey(),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  createdAt: text('created_at').notNull(),
})

export const regions = sqliteTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  roman: text('roman').notNull(),
  sortOrder: integer('sort_order').notNull(),
})

export const communes = sqliteTable('communes', {
  id: integer('id').primaryKey(),
  regionId: integer('region_id').notNull(),
  name: text('name').notNull(),
  province: text('province').notNull(),
  isSantiagoMetro: integer('is_santiago_metro').notNull(),
})

// migrations/0003_catalogue.sql (catalogue and search)
export const PRODUCT_TYPES = [
  'App\\Models\\Wine',
  'App\\Models\\Box',
  'App\\Models\\GourmetProduct',
  'App\\Models\\Alcohol',
] as const

export const products = sqliteTable('products', {
  id: integer('id').primaryKey(),
  productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
  sku: text('sku').unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameCard: text('name_card'),
  brand: text('brand'),
  brandSlug: text('brand_slug'),
  year: integer('year'),
  price: integer('price').notNull(),
  referencePrice: integer('reference_price'),
  stock: integer('stock').notNull().default(0),
  label: integer('label').notNull().default(0),
  labelText: text('label_text'),
  frontendImage: text('frontend_image'),
  frontendCoverImage: text('frontend_cover_image'),
  tipo: text('tipo').notNull(),
  country: text('country'),
  region: text('region'),
  regionSlug: text('region_slug'),
  denomination: text('denomination'),
  variety: text('variety'),
  varietySlug: text('variety_slug'),
  strains: text('strains', { mode: 'json' }).$type<{ name: string; percent: number }[]>(),
  vineyard: text('vineyard'),
  volumeMl: integer('volume_ml'),
  alcohol: real('alcohol'),
  body: integer('body'),
  acidity: integer('acidity'),
  sweetness: integer('sweetness'),
  freshness: integer('freshness'),
  guardaYears: integer('guarda_years'),
  aromaticFamily: text('aromatic_family'),
  scores: text('scores', { mode: 'json' }).$type<{ source: string; score: number }[]>(),
  saleUnit: text('sale_unit', { enum: ['unit', 'box'] })
    .notNull()
    .default('unit'),
  unitsPerBox: integer('units_per_box'),
  cheeseType: text('cheese_type'),
  milk: text('milk'),
  weightGrams: integer('weight_grams'),
  discountPercent: integer('discount_percent').generatedAlwaysAs(
    sql`CASE WHEN reference_price > price AND reference_price > 0 THEN ((reference_price - price) * 100 + reference_price / 2) / reference_price ELSE 0 END`,
    { mode: 'virtual' },
  ),
  createdAt: text('created_at').notNull(),
})

export const productFormats = sqliteTable('product_formats', {
  sku: text('sku').primaryKey(),
  productId: integer('product_id').notNull(),
  grams: integer('grams'),
  price: integer('price').notNull(),
  referencePrice: integer('reference_price'),
  stock: integer('stock').notNull().default(0),
  isUnitSales: integer('is_unit_sales').notNull().default(0),
  label: integer('label').notNull().default(0),
  labelText: text('label_text'),
  labelTextEn: text('label_text_en'),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const productTranslations = sqliteTable(
  'product_translations',
  {
    productId: integer('product_id').notNull(),
    locale: text('locale', { enum: ['es', 'en'] }).notNull(),
    description: text('description'),
    descriptionCard: text('description_card'),
    tastingNotes: text('tasting_notes'),
    aromaticNotes: text('aromatic_notes'),
    pairing: text('pairing'),
    sommelierComment: text('sommelier_comment'),
    labelText: text('label_text'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
)

export const boxItems = sqliteTable(
  'box_items',
  {
    boxId: integer('box_id').notNull(),
    productId: integer('product_id').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.productId] })],
)

export const categories = sqliteTable('categories', {
  slug: text('slug').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEs: text('description_es'),
  descriptionEn: text('description_en'),
  sortOrder: integer('sort_order').notNull(),
})

export const productCategories = sqliteTable(
  'product_categories',
  {
    categorySlug: text('category_slug').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categorySlug, t.productId] })],
)

/** One row per purchasable sku: product skus UNION ALL format skus (the cart's lookup). */
export const sellableItems = sqliteView('sellable_items', {
  sku: text('sku').notNull(),
  productId: integer('product_id').notNull(),
  source: text('source', { enum: ['product', 'format'] }).notNull(),
  name: text('name').notNull(),
  brand: text('brand'),
  year: integer('year'),
  formatGrams: integer('format_grams'),
  price: integer('price').notNull(),
  referencePrice: integer('reference_price'),
  stock: integer('stock').notNull(),
  frontendImage: text('frontend_image'),
  slug: text('slug').notNull(),
  productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
  isUnitSales: integer('is_unit_sales').notNull(),
}).existing()

// migrations/0004_accounts.sql (accounts)
export const users = sqliteTable('users', {
  id: integer('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  rut: text('rut').notNull(),
  phone: text('phone').notNull(),
  isCompany: integer('is_company').notNull(),
  businessName: text('business_name'),
  giro: text('giro'),
  passwordHash: text('password_hash').notNull(),
  locale: text('locale').notNull(),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
})

export const addresses = sqliteTable('addresses', {
  id: integer('id').primaryKey(),
  userId: integer('user_id').notNull(),
  identification: text('identification').notNull(),
  address: text('address').notNull(),
  apartment: text('apartment').notNull(),
  regionId: integer('region_id').notNull(),
  communeId: integer('commune_id').notNull(),
  createdAt: text('created_at').notNull(),
  updatedAt: text('updated_at').notNull(),
})

export const authSessions = sqliteTable('auth_sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: integer('created_at').notNull(),
  revokedAt: integer('revoked_at'),
  revokedReason: text('revoked_reason'),
})

export const refreshTokens = sqliteTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: text('session_id').notNull(),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  rotatedAt: integer('rotated_at'),
})

export const passwordResets = sqliteTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedAt: integer('used_at'),
})

export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
})

export const mailOutbox = sqliteTable('mail_outbox', {
  id: integer('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: text('created_at').notNull(),
})

// migrations/0006_blog_events.sql — docs/product.md, Pages /blog, /eventos; The API GET /blogs, /events. Bodies are JSON blocks.
export const blogCategories = sqliteTable('blog_categories', {
  slug: text('slug').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
})

export const blogArticles = sqliteTable('blog_articles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categorySlug: text('category_slug').notNull(),
  author: text('author').notNull(),
  status: text('status', { enum: ['draft', 'published'] }).notNull(),
  publishedAt: text('published_at').notNull(),
  readingMinutes: integer('reading_minutes').notNull(),
  featured: integer('featured').notNull(),
  tags: text('tags', { mode: 'json' }).$type<string[]>().notNull(),
  frontendImage: text('frontend_image'),
  frontendCoverImage: text('frontend_cover_image'),
  downloadUrl: text('download_url'),
  downloadBytes: integer('download_bytes'),
  relatedProducts: text('related_products', { mode: 'json' }).$type<string[]>().notNull(),
  createdAt: text('created_at').notNull(),
})

export const blogTranslations = sqliteTable(
  'blog_translations',
  {
    articleId: integer('article_id').notNull(),
    locale: text('locale', { enum: ['es', 'en'] }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    downloadTitle: text('download_title'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] })],
)

export const events = sqliteTable('events', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  status: text('status', { enum: ['draft', 'published', 'cancelled'] }).notNull(),
  startsAt: text('starts_at').notNull(),
  endsAt: text('ends_at').notNull(),
  venue: text('venue').notNull(),
  price: integer('price').notNull(),
  referencePrice: integer('reference_price'),
  capacity: integer('capacity').notNull(),
  seatsTaken: integer('seats_taken').notNull(),
  frontendImage: text('frontend_image'),
  frontendCoverImage: text('frontend_cover_image'),
  createdAt: text('created_at').notNull(),
})

export const eventTranslations = sqliteTable(
  'event_translations',
  {
    eventId: integer('event_id').notNull(),
    locale: text('locale', { enum: ['es', 'en'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    includes: text('includes', { mode: 'json' }).$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.locale] })],
)

// migrations/0007_reservations.sql — docs/product.md, The API POST /events (event seats), POST /reservations (wine-bar tables).
export const eventReservations = sqliteTable('event_reservations', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  eventId: integer('event_id').notNull(),
  people: integer('people').notNull(),
  unitPrice: integer('unit_price').notNull(),
  total: integer('total').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  comment: text('comment').notNull(),
  locale: text('locale', { enum: ['es', 'en'] }).notNull(),
  status: text('status', { enum: ['confirmed', 'cancelled'] }).notNull(),
  createdAt: text('created_at').notNull(),
})

export const wineBarSlots = sqliteTable(
  'wine_bar_slots',
  {
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    guests: integer('guests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotDate, t.slotTime] })],
)

export const tableReservations = sqliteTable('table_reservations', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  slotDate: text('slot_date').notNull(),
  slotTime: text('slot_time').notNull(),
  people: integer('people').notNull(),
  motive: text('motive').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  locale: text('locale', { enum: ['es', 'en'] }).notNull(),
  status: text('status', { enum: ['confirmed', 'cancelled'] }).notNull(),
  createdAt: text('created_at').notNull(),
})

// migrations/0010_contact.sql — docs/product.md, The API POST /contact, POST /company-contact.
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey(),
  kind: text('kind', { enum: ['person', 'company'] }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  motive: text('motive').notNull(),
  message: text('message').notNull(),
  companyName: text('company_name'),
  businessName: text('business_name'),
  giro: text('giro'),
  rut: text('rut'),
  locale: text('locale', { enum: ['es', 'en'] }).notNull(),
  ipHash: text('ip_hash'),
  createdAt: text('created_at').notNull(),
})

// migrations/0011_sommelier.sql — docs/product.md, The shop and its people pairing by dish; The API /sommelier/*. Profiles are JSON arrays, best first.
export const dishes = sqliteTable('dishes', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  course: text('course', { enum: ['entrada', 'fondo', 'postre', 'picoteo'] }).notNull(),
  continent: text('continent', { enum: ['america', 'europa', 'asia'] }).notNull(),
  country: text('country').notNull(),
  icon: text('icon').notNull(),
  wineTipos: text('wine_tipos', { mode: 'json' }).$type<string[]>().notNull(),
  bodyMin: integer('body_min').notNull(),
  bodyMax: integer('body_max').notNull(),
  sweetnessMin: integer('sweetness_min').notNull(),
  sweetnessMax: integer('sweetness_max').notNull(),
  varieties: text('varieties', { mode: 'json' }).$type<string[]>().notNull(),
  aromas: text('aromas', { mode: 'json' }).$type<string[]>().notNull(),
  reasonEs: text('reason_es').notNull(),
  reasonEn: text('reason_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
})
