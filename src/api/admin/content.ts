import type { AdminContentItem } from '~/contract/admin'
import type { ApiContext } from '../http'
import { imageTransforms, toPhotoViews, type PhotoRow } from '../catalog/photos'

// Events and blog articles with their cover photo, for the back-office's content page (covers are uploaded there).
export async function contentWithCovers(c: ApiContext): Promise<AdminContentItem[]> {
  const d1 = c.var.d1
  const [events, articles, covers] = await d1.batch([
    d1.prepare(
      `SELECT e.id, e.slug, e.starts_at AS date, COALESCE(t.title, e.slug) AS title FROM events e
         LEFT JOIN event_translations t ON t.event_id = e.id AND t.locale = 'es'
         WHERE e.status <> 'draft' ORDER BY e.starts_at DESC LIMIT 60`,
    ),
    d1.prepare(
      `SELECT a.id, a.slug, a.published_at AS date, COALESCE(t.title, a.slug) AS title FROM blog_articles a
       LEFT JOIN blog_translations t ON t.article_id = a.id AND t.locale = 'es'
       ORDER BY a.published_at DESC LIMIT 60`,
    ),
    d1.prepare(
      `SELECT entity_type, entity_id, id, key, content_type, width, height, alt FROM photos WHERE entity_type IN ('event', 'article')`,
    ),
  ])
  const transforms = imageTransforms(c.env)
  const cover = new Map(
    (covers!.results as (PhotoRow & { entity_type: string; entity_id: number })[]).map((p) => [
      `${p.entity_type}:${p.entity_id}`,
      toPhotoViews([p], transforms)[0]!,
    ]),
  )
  type Row = { id: number; slug: string; date: string; title: string }
  const item = (entity: 'event' | 'article') => (r: Row) => ({
    entity,
    id: r.id,
    slug: r.slug,
    title: r.title,
    date: r.date,
    cover: cover.get(`${entity}:${r.id}`) ?? null,
  })
  return [...(events!.results as Row[]).map(item('event')), ...(articles!.results as Row[]).map(item('article'))]
}
