import * as v from 'valibot'
import type { StaffMe } from '~/contract/admin'
import {
  type AdminArticle,
  type AdminContentRow,
  type AdminEvent,
  type AdminPage,
  type EditablePage,
  type EditablePageContent,
  articleInputSchema,
  articlePatchSchema,
  eventInputSchema,
  eventPatchSchema,
  pagePutSchema,
} from '~/contract/admin-catalogue'
import { parseBlocks } from '~/contract/blocks'
import { EDITABLE_PAGES, contentPageSchema } from '~/contract/pages'
import { CONSTRAINTS, type Constraint, violates } from '../../db/constraints'
import { HttpError, type ApiContext } from '../../http'
import { imageTransforms, toPhotoViews } from '../../catalog/photos'
import { catalogueCopy } from '../catalogue-messages'
import { santiagoMinuteToUtc, utcToSantiagoMinute } from '../products/service'
import { atSeenVersion, savedAtVersion } from '../versioned'
import * as q from './queries'

// Events, blog articles and content pages as the staff edit them (docs/backoffice.md "Content"). Bodies are
// structured blocks, never HTML: the contract's schema refuses a link or image address the shop would not render
// when they are saved, and the pages drop such a block again when they render (src/ui/rich-blocks.tsx).

type EventInput = v.InferOutput<typeof eventInputSchema>
type ArticleInput = v.InferOutput<typeof articleInputSchema>

function fieldError(message: string, field: string): never {
  throw new HttpError(422, message, { [field]: [message] })
}

async function covers(c: ApiContext, entity: 'event' | 'article') {
  const transforms = imageTransforms(c.env)
  const map = new Map<number, ReturnType<typeof toPhotoViews>[number]>()
  for (const row of await q.coverRows(c.var.d1, entity)) {
    if (!map.has(row.entity_id)) map.set(row.entity_id, toPhotoViews([row], transforms)[0]!)
  }
  return map
}

async function runSave(c: ApiContext, statements: D1PreparedStatement[], slugConstraint: Constraint) {
  try {
    return await c.var.d1.batch(statements)
  } catch (err) {
    if (violates(err, slugConstraint)) fieldError(catalogueCopy(c.var.locale).slugTaken, 'slug')
    throw err
  }
}

/** What an audit row keeps of a save: the fields that changed, and the title that names the subject. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>, title: [string, string]) {
  const from: Record<string, unknown> = { title: title[0] }
  const to: Record<string, unknown> = { title: title[1] }
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      from[key] = before[key] ?? null
      to[key] = after[key] ?? null
    }
  }
  return { from, to }
}

// ------------------------------------------------------------------------------------------------------- events

export async function listAdminEvents(c: ApiContext): Promise<AdminContentRow[]> {
  const [rows, cover] = await Promise.all([q.listEvents(c.var.d1), covers(c, 'event')])
  return rows.map((r) => ({ ...r, cover: cover.get(r.id) ?? null }))
}

export async function adminEvent(c: ApiContext, id: number): Promise<AdminEvent> {
  const d1 = c.var.d1
  const row = await q.findEvent(d1, id)
  if (!row) throw new HttpError(404, catalogueCopy(c.var.locale).eventNotFound)
  const [texts, cover] = await Promise.all([q.eventTexts(d1, id), covers(c, 'event')])
  const textsOf = (locale: 'es' | 'en') => {
    const t = texts.find((r) => r.locale === locale)
    return {
      title: t?.title ?? '',
      summary: t?.summary ?? '',
      body: parseBlocks(t?.body ?? '[]'),
      includes: t ? (JSON.parse(t.includes) as string[]) : [],
    }
  }
  return {
    id: row.id,
    version: row.version,
    slug: row.slug,
    category: row.category as EventInput['category'],
    status: row.status as EventInput['status'],
    starts_at: utcToSantiagoMinute(row.starts_at),
    ends_at: utcToSantiagoMinute(row.ends_at),
    venue: row.venue,
    price: row.price,
    capacity: row.capacity,
    seats_taken: row.seats_taken,
    es: textsOf('es'),
    en: textsOf('en'),
    cover: (cover.get(row.id) as AdminEvent['cover']) ?? null,
  }
}

function eventColumns(input: EventInput): q.Columns {
  return {
    slug: input.slug,
    category: input.category,
    status: input.status,
    starts_at: santiagoMinuteToUtc(input.starts_at),
    ends_at: santiagoMinuteToUtc(input.ends_at),
    venue: input.venue,
    price: input.price,
    capacity: input.capacity,
  }
}

/**
 * The texts of each language written. English left empty stores no English row (a previous one is removed), so the
 * storefront's English page reads the Spanish text and says so (docs/backoffice.md, "Content").
 */
function eventTextStatements(d1: D1Database, guard: q.Guard, input: EventInput) {
  return (['es', 'en'] as const).map((locale) =>
    locale === 'en' && input.en.title === ''
      ? q.deleteTextsStatement(d1, 'event_translations', guard, locale)
      : q.upsertTextsStatement(d1, 'event_translations', guard, locale, {
          title: input[locale].title,
          summary: input[locale].summary,
          body: JSON.stringify(input[locale].body),
          includes: JSON.stringify(input[locale].includes),
        }),
  )
}

async function checkEvent(c: ApiContext, input: EventInput, self: number | null) {
  const copy = catalogueCopy(c.var.locale)
  if (input.ends_at <= input.starts_at) fieldError(copy.endsBeforeStart, 'ends_at')
  const owner = await q.eventBySlug(c.var.d1, input.slug)
  if (owner && owner.id !== self) fieldError(copy.slugTaken, 'slug')
}

export async function createEvent(c: ApiContext, staff: StaffMe, input: EventInput): Promise<AdminEvent> {
  await checkEvent(c, input, null)
  const d1 = c.var.d1
  const token = crypto.randomUUID()
  const guard = q.eventGuard(input.slug, token)
  await runSave(
    c,
    [
      q.insertStatement(d1, 'events', eventColumns(input), token),
      ...eventTextStatements(d1, guard, input),
      q.guardedAuditStatement(d1, staff, guard, 'event', 'event.create', undefined, {
        title: input.es.title,
        ...eventColumns(input),
      }),
    ],
    CONSTRAINTS.eventSlug,
  )
  return adminEvent(c, (await q.eventBySlug(d1, input.slug))!.id)
}

export async function updateEvent(
  c: ApiContext,
  staff: StaffMe,
  id: number,
  patch: v.InferOutput<typeof eventPatchSchema>,
): Promise<AdminEvent> {
  const { version, ...input } = patch
  const current = await atSeenVersion(c, version, () => adminEvent(c, id))
  await checkEvent(c, input, id)
  if (input.capacity < current.seats_taken) {
    fieldError(catalogueCopy(c.var.locale).capacityBelowBooked(current.seats_taken), 'capacity')
  }
  const d1 = c.var.d1
  const token = crypto.randomUUID()
  const guard = q.eventGuard(input.slug, token)
  const { id: _id, version: _v, seats_taken: _s, cover: _c, ...before } = current
  const { from, to } = changes(before, input, [current.es.title, input.es.title])
  const results = await runSave(
    c,
    [
      q.updateStatement(d1, 'events', id, version, eventColumns(input), token),
      ...eventTextStatements(d1, guard, input),
      q.guardedAuditStatement(d1, staff, guard, 'event', 'event.update', from, to),
    ],
    CONSTRAINTS.eventSlug,
  )
  await savedAtVersion(c, results, () => adminEvent(c, id))
  return adminEvent(c, id)
}

// ----------------------------------------------------------------------------------------------------- articles

export async function listAdminArticles(c: ApiContext): Promise<AdminContentRow[]> {
  const [rows, cover] = await Promise.all([q.listArticles(c.var.d1), covers(c, 'article')])
  return rows.map((r) => ({ ...r, cover: cover.get(r.id) ?? null }))
}

export async function adminArticle(c: ApiContext, id: number): Promise<AdminArticle> {
  const d1 = c.var.d1
  const row = await q.findArticle(d1, id)
  if (!row) throw new HttpError(404, catalogueCopy(c.var.locale).articleNotFound)
  const [texts, cover, categories] = await Promise.all([
    q.articleTexts(d1, id),
    covers(c, 'article'),
    q.blogCategories(d1),
  ])
  const textsOf = (locale: 'es' | 'en') => {
    const t = texts.find((r) => r.locale === locale)
    return {
      title: t?.title ?? '',
      excerpt: t?.excerpt ?? '',
      body: parseBlocks(t?.body ?? '[]'),
      download_title: t?.download_title ?? '',
    }
  }
  return {
    id: row.id,
    version: row.version,
    slug: row.slug,
    category_slug: row.category_slug,
    author: row.author,
    status: row.status as ArticleInput['status'],
    published_at: utcToSantiagoMinute(row.published_at),
    tags: JSON.parse(row.tags) as string[],
    download_url: row.download_url ?? '',
    es: textsOf('es'),
    en: textsOf('en'),
    cover: (cover.get(row.id) as AdminArticle['cover']) ?? null,
    categories_available: categories.map((cat) => ({
      slug: cat.slug,
      name: c.var.locale === 'en' ? cat.name_en : cat.name_es,
    })),
  }
}

function articleColumns(input: ArticleInput): q.Columns {
  const words = [...input.es.body].reduce(
    (n, b) => n + ('text' in b ? b.text : 'items' in b ? b.items.join(' ') : '').split(/\s+/).length,
    0,
  )
  return {
    slug: input.slug,
    category_slug: input.category_slug,
    author: input.author,
    status: input.status,
    published_at: input.published_at ? santiagoMinuteToUtc(input.published_at) : new Date().toISOString(),
    reading_minutes: Math.max(1, Math.round(words / 200)),
    tags: JSON.stringify(input.tags),
    download_url: input.download_url || null,
  }
}

function articleTextStatements(d1: D1Database, guard: q.Guard, input: ArticleInput) {
  return (['es', 'en'] as const).map((locale) =>
    locale === 'en' && input.en.title === ''
      ? q.deleteTextsStatement(d1, 'blog_translations', guard, locale)
      : q.upsertTextsStatement(d1, 'blog_translations', guard, locale, {
          title: input[locale].title,
          excerpt: input[locale].excerpt,
          body: JSON.stringify(input[locale].body),
          download_title: input[locale].download_title || null,
        }),
  )
}

async function checkArticle(c: ApiContext, input: ArticleInput, self: number | null) {
  const copy = catalogueCopy(c.var.locale)
  const owner = await q.articleBySlug(c.var.d1, input.slug)
  if (owner && owner.id !== self) fieldError(copy.slugTaken, 'slug')
  const categories = await q.blogCategories(c.var.d1)
  if (!categories.some((cat) => cat.slug === input.category_slug)) fieldError(copy.categoryUnknown, 'category_slug')
}

export async function createArticle(c: ApiContext, staff: StaffMe, input: ArticleInput): Promise<AdminArticle> {
  await checkArticle(c, input, null)
  const d1 = c.var.d1
  const token = crypto.randomUUID()
  const guard = q.articleGuard(input.slug, token)
  await runSave(
    c,
    [
      q.insertStatement(d1, 'blog_articles', articleColumns(input), token),
      ...articleTextStatements(d1, guard, input),
      q.guardedAuditStatement(d1, staff, guard, 'article', 'article.create', undefined, {
        title: input.es.title,
        status: input.status,
        slug: input.slug,
      }),
    ],
    CONSTRAINTS.articleSlug,
  )
  return adminArticle(c, (await q.articleBySlug(d1, input.slug))!.id)
}

export async function updateArticle(
  c: ApiContext,
  staff: StaffMe,
  id: number,
  patch: v.InferOutput<typeof articlePatchSchema>,
): Promise<AdminArticle> {
  const { version, ...input } = patch
  const current = await atSeenVersion(c, version, () => adminArticle(c, id))
  await checkArticle(c, input, id)
  const d1 = c.var.d1
  const token = crypto.randomUUID()
  const guard = q.articleGuard(input.slug, token)
  const { id: _id, version: _v, cover: _c, categories_available: _a, ...before } = current
  // An article published without a date takes the moment it is published; one already dated keeps its date.
  const dated = {
    ...input,
    published_at: input.published_at || (current.status === 'published' ? current.published_at : ''),
  }
  const { from, to } = changes(before, dated, [current.es.title, input.es.title])
  const results = await runSave(
    c,
    [
      q.updateStatement(d1, 'blog_articles', id, version, articleColumns(dated), token),
      ...articleTextStatements(d1, guard, dated),
      q.guardedAuditStatement(d1, staff, guard, 'article', 'article.update', from, to),
    ],
    CONSTRAINTS.articleSlug,
  )
  await savedAtVersion(c, results, () => adminArticle(c, id))
  return adminArticle(c, id)
}

// -------------------------------------------------------------------------------------------------------- pages

const isEditable = (slug: string): slug is EditablePage => (EDITABLE_PAGES as readonly string[]).includes(slug)

/** The stored page content → the editor's fields (what the storefront's content page shows). */
function editable(raw: string | undefined): EditablePageContent {
  const parsed = v.safeParse(contentPageSchema, raw ? JSON.parse(raw) : {})
  const page = parsed.success ? parsed.output : { seo: { title: '', description: '' }, intro: '', sections: [] }
  return {
    seo: page.seo,
    title: (parsed.success && parsed.output.banner_with_title?.title) || '',
    intro: page.intro ?? '',
    sections: (page.sections ?? []).map((s) => ({ title: s.title ?? '', body: s.body, items: s.items ?? [] })),
  }
}

/** The editor's fields merged into the stored content (the banner's picture and anything else stay). */
function merged(raw: string | undefined, edit: EditablePageContent): string {
  const stored = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>
  const banner = (stored.banner_with_title ?? { background_image: '' }) as Record<string, unknown>
  return JSON.stringify({
    ...stored,
    seo: edit.seo,
    banner_with_title: { ...banner, title: edit.title },
    intro: edit.intro,
    sections: edit.sections,
  })
}

export async function adminPage(c: ApiContext, slug: string): Promise<AdminPage> {
  if (!isEditable(slug)) throw new HttpError(404, catalogueCopy(c.var.locale).pageNotFound)
  const rows = await q.pageRows(c.var.d1, slug)
  const es = rows.find((r) => r.locale === 'es')
  if (!es) throw new HttpError(404, catalogueCopy(c.var.locale).pageNotFound)
  const en = rows.find((r) => r.locale === 'en')
  return { slug, version: es.version, es: editable(es.content), en: editable(en?.content ?? es.content) }
}

export async function listAdminPages(c: ApiContext) {
  return Promise.all(
    EDITABLE_PAGES.map(async (slug) => {
      const page = await adminPage(c, slug).catch(() => null)
      return { slug, title: page?.es.title || page?.es.seo.title || slug, version: page?.version ?? 0 }
    }),
  )
}

export async function savePage(
  c: ApiContext,
  staff: StaffMe,
  slug: string,
  body: v.InferOutput<typeof pagePutSchema>,
): Promise<AdminPage> {
  const current = await atSeenVersion(c, body.version, () => adminPage(c, slug))
  const rows = await q.pageRows(c.var.d1, slug)
  const raw = (locale: 'es' | 'en') => rows.find((r) => r.locale === locale)?.content ?? rows[0]?.content
  const token = crypto.randomUUID()
  const { from, to } = changes({ es: current.es, en: current.en }, { es: body.es, en: body.en }, [
    current.es.title,
    body.es.title,
  ])
  const results = await c.var.d1.batch(
    q.savePageStatements(
      c.var.d1,
      slug,
      body.version,
      token,
      { es: merged(raw('es'), body.es), en: merged(raw('en'), body.en) },
      staff,
      { before: from, after: to },
    ),
  )
  await savedAtVersion(c, results, () => adminPage(c, slug))
  return adminPage(c, slug)
}
