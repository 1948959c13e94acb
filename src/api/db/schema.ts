import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

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
