import * as v from 'valibot'
import type { StaffMe } from '~/contract/admin'
import {
  PRODUCT_KINDS,
  type AdminCatalogueRow,
  type AdminProduct,
  type ProductKind,
  adminCatalogueQuerySchema,
  photoEditSchema,
  productInputSchema,
  productPatchSchema,
} from '~/contract/admin-catalogue'
import type { Paged } from '~/contract/paging'
import { PRODUCT_TYPE, productLetter } from '~/lib/product-type'
import { santiagoIso, santiagoToUtc } from '~/lib/santiago-time'
import { slugify } from '~/lib/slug'
import { CONSTRAINTS, violates } from '../../db/constraints'
import { HttpError, type ApiContext } from '../../http'
import { pageOf } from '../../paging'
import { entityPhotos, imageTransforms, toPhotoViews } from '../../catalog/photos'
import { auditStatement } from '../queries/audit'
import { catalogueCopy } from '../catalogue-messages'
import { atSeenVersion, savedAtVersion } from '../versioned'
import * as q from './queries'

// The catalogue as the staff edit it (docs/backoffice.md "Catalogue", "Prices and offers"). Storefront lists and
// pages read the products table itself, so a save shows on the next read; the price of the moment (a sale price
// inside its window) is computed when read (../../catalog/price-now.ts).

type Input = v.InferOutput<typeof productInputSchema>

const KIND_OF: Record<string, ProductKind> = Object.fromEntries(PRODUCT_KINDS.map((k) => [PRODUCT_TYPE[k], k]))

/** 'YYYY-MM-DDTHH:mm' typed in Santiago time → the UTC instant stored. */
export function santiagoMinuteToUtc(value: string): string {
  const [date, time] = value.split('T') as [string, string]
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return santiagoToUtc(y, m, d, hh, mm).toISOString()
}

/** A stored UTC instant → 'YYYY-MM-DDTHH:mm' in Santiago time, as the editor shows it. */
export function utcToSantiagoMinute(iso: string | null): string {
  return iso ? santiagoIso(iso).slice(0, 16) : ''
}

function fieldError(status: 409 | 422, message: string, field: string, details?: Record<string, unknown>): never {
  throw new HttpError(status, message, { [field]: [message] }, undefined, details)
}

/** The rules a schema cannot say alone: a sale needs its window and must be below the price; a sku or formats. */
function checkRules(c: ApiContext, input: Input) {
  const copy = catalogueCopy(c.var.locale)
  if (input.sale_price !== null) {
    if (!input.sale_starts_at) fieldError(422, copy.saleNeedsWindow, 'sale_starts_at')
    if (!input.sale_ends_at) fieldError(422, copy.saleNeedsWindow, 'sale_ends_at')
    if (input.sale_ends_at <= input.sale_starts_at) fieldError(422, copy.saleWindowReversed, 'sale_ends_at')
    if (input.sale_price >= input.price) fieldError(422, copy.saleNotLower, 'sale_price')
  }
  if (!input.sku && input.formats.length === 0) fieldError(422, copy.skuRequired, 'sku')
}

async function checkUnique(c: ApiContext, input: Input, self: number | null) {
  const d1 = c.var.d1
  const copy = catalogueCopy(c.var.locale)
  const owner = await q.slugOwner(d1, input.slug)
  if (owner && owner.id !== self) fieldError(422, copy.slugTaken, 'slug')
  const skus = [...(input.sku ? [input.sku] : []), ...input.formats.map((f) => f.sku)]
  const owners = await q.skuOwners(d1, skus)
  const taken = owners.find((o) => o.product_id !== self)
  if (taken) fieldError(422, copy.skuTaken, taken.sku === input.sku ? 'sku' : 'formats')
  const known = new Set((await q.allCategories(d1)).map((cat) => cat.slug))
  if (input.categories.some((slug) => !known.has(slug))) fieldError(422, copy.categoryUnknown, 'categories')
}

function columnsOf(input: Input): q.ProductColumns {
  const orNull = (s: string) => (s === '' ? null : s)
  return {
    product_type: PRODUCT_TYPE[input.product_type],
    sku: orNull(input.sku),
    slug: input.slug,
    // The product's drawn art (src/routes/img), as every seeded product has: cards, the cart and e-mails show it
    // until a photo is chosen, and it follows the slug.
    frontend_image: `/img/p/${input.slug}.svg`,
    frontend_cover_image: `/img/c/${input.slug}.svg`,
    name: input.name,
    brand: orNull(input.brand),
    brand_slug: orNull(slugify(input.brand)),
    year: input.year,
    price: input.price,
    reference_price: input.reference_price,
    sale_price: input.sale_price,
    sale_starts_at: input.sale_price === null ? null : santiagoMinuteToUtc(input.sale_starts_at),
    sale_ends_at: input.sale_price === null ? null : santiagoMinuteToUtc(input.sale_ends_at),
    tipo: input.tipo,
    country: orNull(input.country),
    region: orNull(input.region),
    region_slug: orNull(slugify(input.region)),
    denomination: orNull(input.denomination),
    variety: orNull(input.variety),
    variety_slug: orNull(slugify(input.variety)),
    strains: input.strains.length ? JSON.stringify(input.strains) : null,
    vineyard: orNull(input.vineyard),
    volume_ml: input.volume_ml,
    alcohol: input.alcohol,
    body: input.body,
    acidity: input.acidity,
    sweetness: input.sweetness,
    freshness: input.freshness,
    guarda_years: input.guarda_years,
    aromatic_family: orNull(input.aromatic_family),
    cheese_type: orNull(input.cheese_type),
    milk: orNull(input.milk),
    weight_grams: input.weight_grams,
    units_per_box: input.units_per_box,
    sale_unit: input.units_per_box ? 'box' : 'unit',
    active: input.active ? 1 : 0,
  }
}

/** What the audit row keeps of a save: the fields that changed, before and after, and the product's name. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const from: Record<string, unknown> = { name: before.name }
  const to: Record<string, unknown> = { name: after.name }
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      from[key] = before[key] ?? null
      to[key] = after[key] ?? null
    }
  }
  return { from, to }
}

/** The editorial categories a product can be in, named in the staff member's language. */
export async function editorialCategories(c: ApiContext) {
  return (await q.allCategories(c.var.d1)).map((cat) => ({
    slug: cat.slug,
    name: c.var.locale === 'en' ? cat.name_en : cat.name_es,
  }))
}

/** The product as the editor shows it (also the body of a 409: what is there now). */
export async function adminProduct(c: ApiContext, id: number): Promise<AdminProduct> {
  const d1 = c.var.d1
  const row = await q.findProduct(d1, id)
  if (!row) throw new HttpError(404, catalogueCopy(c.var.locale).productNotFound)
  const [texts, cats, formats, olds, categories, photos, alts] = await Promise.all([
    q.productTexts(d1, id),
    q.productCategorySlugs(d1, id),
    q.productFormats(d1, id),
    q.oldSlugs(d1, id),
    q.allCategories(d1),
    entityPhotos(d1, c.env, 'product', id),
    q.photoAlts(d1, id),
  ])
  const textsOf = (locale: 'es' | 'en') => {
    const t = texts.find((r) => r.locale === locale)
    return {
      description: t?.description ?? '',
      description_card: t?.description_card ?? '',
      tasting_notes: t?.tasting_notes ?? '',
      aromatic_notes: t?.aromatic_notes ?? '',
      pairing: t?.pairing ?? '',
      sommelier_comment: t?.sommelier_comment ?? '',
    }
  }
  const altOf = new Map(alts.map((a) => [a.id, a]))
  const kind = KIND_OF[row.product_type] ?? 'wine'
  const letter = productLetter(row.product_type)
  return {
    id: row.id,
    version: row.version,
    product_type: kind,
    name: row.name,
    slug: row.slug,
    sku: row.sku ?? '',
    active: row.active === 1,
    price: row.price,
    price_now: row.price_now,
    reference_price: row.reference_price,
    sale_price: row.sale_price,
    sale_starts_at: utcToSantiagoMinute(row.sale_starts_at),
    sale_ends_at: utcToSantiagoMinute(row.sale_ends_at),
    stock: row.stock,
    tipo: row.tipo,
    brand: row.brand ?? '',
    country: row.country ?? '',
    region: row.region ?? '',
    denomination: row.denomination ?? '',
    variety: row.variety ?? '',
    strains: row.strains ? (JSON.parse(row.strains) as { name: string; percent: number }[]) : [],
    vineyard: row.vineyard ?? '',
    year: row.year,
    volume_ml: row.volume_ml,
    alcohol: row.alcohol,
    body: row.body,
    acidity: row.acidity,
    sweetness: row.sweetness,
    freshness: row.freshness,
    guarda_years: row.guarda_years,
    aromatic_family: row.aromatic_family ?? '',
    cheese_type: row.cheese_type ?? '',
    milk: (row.milk ?? '') as Input['milk'],
    weight_grams: row.weight_grams,
    units_per_box: row.units_per_box,
    categories: cats.map((r) => r.category_slug),
    formats: formats.map((f) => ({
      sku: f.sku,
      grams: f.grams,
      price: f.price,
      reference_price: f.reference_price,
      is_unit_sales: f.is_unit_sales === 1,
    })),
    es: textsOf('es'),
    en: textsOf('en'),
    photos: photos.map((p) => ({
      ...p,
      id: p.id!,
      alt: altOf.get(p.id!)?.alt ?? '',
      alt_en: altOf.get(p.id!)?.alt_en ?? '',
    })),
    categories_available: categories.map((cat) => ({
      slug: cat.slug,
      name: c.var.locale === 'en' ? cat.name_en : cat.name_es,
    })),
    url: letter === 'w' ? `/vinos/${row.slug}` : `/productos/${row.slug}?t=${letter}`,
    old_slugs: olds.map((o) => o.slug),
  }
}

/** The comparable state of a product for the audit row (the editor's fields). */
function auditState(p: Input | AdminProduct): Record<string, unknown> {
  const { es, en, ...rest } = p as Input
  const state: Record<string, unknown> = { ...rest, texts_es: es, texts_en: en }
  for (const key of ['photos', 'categories_available', 'url', 'old_slugs', 'id', 'version', 'price_now', 'stock']) {
    delete state[key]
  }
  return state
}

function saveStatements(c: ApiContext, input: Input, guard: q.Guard) {
  const d1 = c.var.d1
  return [
    q.upsertTextsStatement(d1, guard, 'es', input.es),
    q.upsertTextsStatement(d1, guard, 'en', input.en),
    ...q.replaceCategoriesStatements(d1, guard, input.categories),
    ...(input.formats.length || !input.sku ? q.replaceFormatsStatements(d1, guard, input.formats) : []),
  ]
}

async function runSave(c: ApiContext, statements: D1PreparedStatement[]): Promise<D1Result[]> {
  const copy = catalogueCopy(c.var.locale)
  try {
    return await c.var.d1.batch(statements)
  } catch (err) {
    // Another save took the address or a sku between the check and this batch.
    if (violates(err, CONSTRAINTS.productSlug)) fieldError(422, copy.slugTaken, 'slug')
    if (violates(err, CONSTRAINTS.productSku)) fieldError(422, copy.skuTaken, 'sku')
    if (violates(err, CONSTRAINTS.formatSku)) fieldError(422, copy.skuTaken, 'formats')
    throw err
  }
}

export async function createProduct(c: ApiContext, staff: StaffMe, input: Input): Promise<AdminProduct> {
  checkRules(c, input)
  await checkUnique(c, input, null)
  const d1 = c.var.d1
  const token = crypto.randomUUID()
  const guard = q.guardOf(input.slug, token)
  await runSave(c, [
    q.insertProductStatement(d1, { ...columnsOf(input), stock: input.sku ? input.stock : 0 }, token),
    ...saveStatements(c, input, guard),
    q.guardedAuditStatement(d1, staff, guard, 'product.create', undefined, {
      ...auditState(input),
      stock: input.stock,
    }),
  ])
  const created = await q.slugOwner(d1, input.slug)
  return adminProduct(c, created!.id)
}

export async function updateProduct(
  c: ApiContext,
  staff: StaffMe,
  id: number,
  patch: v.InferOutput<typeof productPatchSchema>,
): Promise<AdminProduct> {
  const { version, ...input } = patch
  const current = await atSeenVersion(c, version, () => adminProduct(c, id))
  checkRules(c, input)
  await checkUnique(c, input, id)
  const d1 = c.var.d1
  const token = crypto.randomUUID()
  const guard = q.guardOf(input.slug, token)
  const { from, to } = changes(auditState(current), auditState(input))
  const results = await runSave(c, [
    q.updateProductStatement(d1, id, version, columnsOf(input), token),
    ...saveStatements(c, input, guard),
    ...(current.slug !== input.slug ? q.slugMovedStatements(d1, guard, current.slug, input.slug) : []),
    q.guardedAuditStatement(d1, staff, guard, 'product.update', from, to),
  ])
  await savedAtVersion(c, results, () => adminProduct(c, id))
  return adminProduct(c, id)
}

export async function listCatalogue(
  c: ApiContext,
  query: v.InferOutput<typeof adminCatalogueQuerySchema>,
): Promise<Paged<AdminCatalogueRow>> {
  const where: string[] = []
  const bind: unknown[] = []
  if (query.q) {
    // Accent- and case-insensitive, like the shop's search: the staff type "carmenere" for Carménère.
    where.push(`(p.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) OR p.sku = ? OR p.slug = ?)`)
    const words = query.q
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
    bind.push(words.length ? words.map((w) => `"${w}"*`).join(' ') : '""', query.q, query.q)
  }
  if (query.type) {
    where.push('p.product_type = ?')
    bind.push(PRODUCT_TYPE[query.type])
  }
  if (query.status === 'active') where.push('p.active = 1')
  if (query.status === 'draft') where.push('p.active = 0')
  if (query.status === 'on_sale') where.push(`p.sale_price IS NOT NULL`)
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const d1 = c.var.d1
  const [count, page] = await d1.batch([
    q.catalogueCountStatement(d1, clause, bind),
    q.cataloguePageStatement(d1, clause, bind, query.per_page, (query.page - 1) * query.per_page),
  ])
  const transforms = imageTransforms(c.env)
  const rows = (page!.results as q.CatalogueRow[]).map((r): AdminCatalogueRow => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    product_type: KIND_OF[r.product_type] ?? 'wine',
    price: r.price,
    price_now: r.price_now,
    sale_price: r.sale_price,
    active: r.active === 1,
    stock: r.stock,
    photo: r.photo_key
      ? toPhotoViews(
          [
            {
              id: r.photo_id!,
              key: r.photo_key,
              content_type: r.photo_type!,
              width: r.photo_width!,
              height: r.photo_height!,
              alt: r.photo_alt ?? '',
            },
          ],
          transforms,
        )[0]!
      : null,
  }))
  return pageOf(rows, (count!.results[0] as { n: number }).n, query)
}

// ------------------------------------------------------------------------------------------------------- photos

/** The gallery's new order (the cover first): every photo of the product, once. */
export async function orderPhotos(c: ApiContext, staff: StaffMe, id: number, ids: number[]) {
  const d1 = c.var.d1
  const copy = catalogueCopy(c.var.locale)
  const product = await q.findProduct(d1, id)
  if (!product) throw new HttpError(404, copy.productNotFound)
  const have = (await q.productPhotoIds(d1, id)).map((p) => p.id)
  if (have.length !== ids.length || new Set(ids).size !== ids.length || !ids.every((p) => have.includes(p))) {
    fieldError(422, copy.photoOrderMismatch, 'ids')
  }
  await d1.batch([
    q.setPhotoOrderStatement(d1, id, ids),
    auditStatement(d1, staff, {
      action: 'photo.order',
      entity: { type: 'product', id },
      before: { name: product.name, order: have },
      after: { name: product.name, order: ids, cover: ids[0] },
    }),
  ])
  return adminProduct(c, id)
}

export async function editPhoto(
  c: ApiContext,
  staff: StaffMe,
  id: number,
  photoId: number,
  edit: v.InferOutput<typeof photoEditSchema>,
) {
  const d1 = c.var.d1
  const copy = catalogueCopy(c.var.locale)
  const product = await q.findProduct(d1, id)
  if (!product) throw new HttpError(404, copy.productNotFound)
  const before = (await q.photoAlts(d1, id)).find((p) => p.id === photoId)
  if (!before) throw new HttpError(404, copy.photoNotFound)
  await d1.batch([
    q.setPhotoAltStatement(d1, id, photoId, edit.alt, edit.alt_en),
    auditStatement(d1, staff, {
      action: 'photo.alt',
      entity: { type: 'product', id },
      before: { name: product.name, photo: photoId, alt: before.alt, alt_en: before.alt_en },
      after: { name: product.name, photo: photoId, alt: edit.alt ?? before.alt, alt_en: edit.alt_en ?? before.alt_en },
    }),
  ])
  return adminProduct(c, id)
}
