import type { ProductPhotoView } from '~/contract/catalog'
import { statement } from '../db/sql'
import { photosSql } from './queries'

// Photographs the staff uploaded (src/api/admin/photos.ts), as pages show them. The original is served at
// /img/f/{key}; where Cloudflare's image transformations are on (IMAGE_TRANSFORMS=cloudflare, production), the
// srcset offers resized copies in the format the browser prefers (AVIF/WebP), otherwise the original alone.

export type PhotoEntity = 'product' | 'event' | 'article'

export const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/** Widths offered when resizing is available (never wider than the original). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600, 2000] as const

export interface PhotoRow {
  id: number
  key: string
  content_type: string
  width: number
  height: number
  alt: string
}

/** A product's, event's or article's photos, with the alt text in `locale` (Spanish where no English was written). */
export function photosStatement(
  d1: D1Database,
  entity: PhotoEntity,
  id: number,
  locale: 'es' | 'en' = 'es',
): D1PreparedStatement {
  return statement(d1, photosSql(entity, id, locale))
}

export function toPhotoViews(rows: PhotoRow[], transforms: boolean): ProductPhotoView[] {
  return rows.map((p) => {
    const original = `/img/f/${p.key}`
    const widths = PHOTO_WIDTHS.filter((w) => w < p.width)
    const srcset = transforms
      ? [...widths, p.width].map((w) => `/cdn-cgi/image/width=${w},format=auto,quality=82${original} ${w}w`).join(', ')
      : `${original} ${p.width}w`
    const src = transforms
      ? `/cdn-cgi/image/width=${Math.min(p.width, 960)},format=auto,quality=82${original}`
      : original
    return { id: p.id, alt: p.alt, src, srcset, width: p.width, height: p.height }
  })
}

export function imageTransforms(env: Pick<ShopEnv, 'IMAGE_TRANSFORMS'>): boolean {
  return env.IMAGE_TRANSFORMS === 'cloudflare'
}

export async function entityPhotos(
  d1: D1Database,
  env: Pick<ShopEnv, 'IMAGE_TRANSFORMS'>,
  entity: PhotoEntity,
  id: number,
): Promise<ProductPhotoView[]> {
  const { results } = await photosStatement(d1, entity, id).all<PhotoRow>()
  return toPhotoViews(results, imageTransforms(env))
}
