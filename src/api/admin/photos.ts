import type { StaffMe } from '~/contract/admin'
import type { ProductPhotoView } from '~/contract/catalog'
import { PHOTO_MAX_BYTES, PHOTO_MAX_MEGAPIXELS } from '~/lib/limits'
import { HttpError, type ApiContext } from '../http'
import { PHOTO_EXTENSIONS, entityPhotos, type PhotoEntity } from '../catalog/photos'
import { auditStatement } from './queries/audit'
import { adminCopy } from './messages'
import { checkPhoto } from './photo-check'
import { deletePhotoStatement, deletePhotosOf, findPhoto, insertPhoto, photoKeysOf, photoOwner } from './queries/photos'

// Uploads of the back-office: a product takes several photos, an event or an article one cover (a new cover
// replaces the old). A photo is stored only when it holds together as the JPEG, PNG, WebP or AVIF it claims to be and
// has at most PHOTO_MAX_MEGAPIXELS (src/api/admin/photo-check.ts, docs/decisions/027-photo-checks.md).

export async function uploadPhoto(
  c: ApiContext,
  staff: StaffMe,
  entity: PhotoEntity,
  entityId: number,
  form: FormData,
): Promise<ProductPhotoView> {
  const copy = adminCopy(c.var.locale)
  const bucket = c.env.PHOTOS
  if (!bucket) throw new HttpError(503, copy.photosUnavailable)
  const d1 = c.var.d1
  const exists = await photoOwner(d1, entity, entityId)
  if (!exists) throw new HttpError(404, copy.entityNotFound)

  const file = form.get('photo')
  if (!file || typeof file === 'string') throw new HttpError(422, copy.photoMissing, { photo: [copy.photoMissing] })
  if (file.size > PHOTO_MAX_BYTES) throw new HttpError(422, copy.photoTooLarge, { photo: [copy.photoTooLarge] })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const photo = checkPhoto(bytes)
  if (!photo) throw new HttpError(422, copy.photoNotImage, { photo: [copy.photoNotImage] })
  const { type, ...size } = photo
  if (size.width * size.height > PHOTO_MAX_MEGAPIXELS * 1_000_000) {
    const message = copy.photoTooManyPixels(size.width, size.height, PHOTO_MAX_MEGAPIXELS)
    throw new HttpError(422, message, { photo: [message] })
  }

  const key = `${entity}-${entityId}-${crypto.randomUUID()}.${PHOTO_EXTENSIONS[type]}`
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' },
  })
  const altValue = form.get('alt')
  const alt = typeof altValue === 'string' ? altValue.trim().slice(0, 160) : ''
  // An event or article has one cover: the new one replaces what was there.
  const replaced = entity === 'product' ? [] : (await photoKeysOf(d1, entity, entityId)).map((r) => r.key)
  await d1.batch([
    ...(replaced.length ? [deletePhotosOf(d1, entity, entityId)] : []),
    insertPhoto(d1, {
      entity,
      entityId,
      key,
      contentType: type,
      width: size.width,
      height: size.height,
      bytes: bytes.length,
      alt,
      createdBy: staff.id,
    }),
    auditStatement(d1, staff, {
      action: 'photo.add',
      entity: { type: entity === 'product' ? 'product' : 'content', id: `${entity}:${entityId}` },
      after: { key, width: size.width, height: size.height },
    }),
  ])
  if (replaced.length) await bucket.delete(replaced)
  const photos = await entityPhotos(d1, c.env, entity, entityId)
  return photos.find((p) => p.src.endsWith(key))!
}

export async function deletePhoto(
  c: ApiContext,
  staff: StaffMe,
  entity: PhotoEntity,
  entityId: number,
  photoId: number,
) {
  const d1 = c.var.d1
  const photo = await findPhoto(d1, entity, entityId, photoId)
  if (!photo) throw new HttpError(404, adminCopy(c.var.locale).photoNotFound)
  await d1.batch([
    deletePhotoStatement(d1, photoId),
    auditStatement(d1, staff, {
      action: 'photo.remove',
      entity: { type: entity === 'product' ? 'product' : 'content', id: `${entity}:${entityId}` },
      before: { key: photo.key },
    }),
  ])
  await c.env.PHOTOS?.delete(photo.key)
  return { id: photoId, deleted: true }
}
