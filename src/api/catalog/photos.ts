import type { ProductPhotoView } from '~/contract/catalog'

// Product photos the staff uploaded (stored in R2 by the back-office, src/api/admin/photos.ts), as the storefront
// shows them: one src and a srcset of every stored width, served under /img/f/.

export interface ProductPhoto {
  id: number
  key: string
  widths: number[]
  content_type: string
  alt: string
}

export const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

export function photoUrl(photo: Pick<ProductPhoto, 'key' | 'content_type'>, width: number): string {
  return `/img/f/${photo.key}-${width}.${PHOTO_EXTENSIONS[photo.content_type] ?? 'jpg'}`
}

export function photosStatement(d1: D1Database, productId: number): D1PreparedStatement {
  return d1
    .prepare(
      'SELECT id, key, widths, content_type, alt FROM product_photos WHERE product_id = ? ORDER BY sort_order, id',
    )
    .bind(productId)
}

export function toPhotoViews(
  rows: { id: number; key: string; widths: string; content_type: string; alt: string }[],
): ProductPhotoView[] {
  return rows.map((p) => {
    const widths = JSON.parse(p.widths) as number[]
    const largest = widths[widths.length - 1]!
    return {
      id: p.id,
      alt: p.alt,
      src: photoUrl(p, widths.find((w) => w >= 800) ?? largest),
      srcset: widths.map((w) => `${photoUrl(p, w)} ${w}w`).join(', '),
      width: largest,
    }
  })
}

export async function productPhotos(d1: D1Database, productId: number): Promise<ProductPhotoView[]> {
  const { results } = await photosStatement(d1, productId).all<{
    id: number
    key: string
    widths: string
    content_type: string
    alt: string
  }>()
  return toPhotoViews(results)
}
