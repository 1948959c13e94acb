import type { AdminContentItem } from '~/contract/admin'
import type { ApiContext } from '../http'
import { imageTransforms, toPhotoViews } from '../catalog/photos'
import {
  contentCoversStatement,
  recentArticlesStatement,
  recentEventsStatement,
  type ContentRow,
  type CoverRow,
} from './queries/content'

// Events and blog articles with their cover photo, for the back-office's content page (covers are uploaded there).
export async function contentWithCovers(c: ApiContext): Promise<AdminContentItem[]> {
  const d1 = c.var.d1
  const [events, articles, covers] = await d1.batch([
    recentEventsStatement(d1),
    recentArticlesStatement(d1),
    contentCoversStatement(d1),
  ])
  const transforms = imageTransforms(c.env)
  const cover = new Map(
    (covers!.results as CoverRow[]).map((p) => [`${p.entity_type}:${p.entity_id}`, toPhotoViews([p], transforms)[0]!]),
  )
  const item = (entity: 'event' | 'article') => (r: ContentRow) => ({
    entity,
    id: r.id,
    slug: r.slug,
    title: r.title,
    date: r.date,
    cover: cover.get(`${entity}:${r.id}`) ?? null,
  })
  return [
    ...(events!.results as ContentRow[]).map(item('event')),
    ...(articles!.results as ContentRow[]).map(item('article')),
  ]
}
