import type { PhotoEntity } from '../../catalog/photos'
import { all, first } from '../../db/sql'
import { nowIso } from '../../clock'

// D1 access of the back-office's photo uploads (../photos.ts holds the rules; the files live in R2).

const TABLE: Record<PhotoEntity, string> = { product: 'products', event: 'events', article: 'blog_articles' }

/** The product, event or article a photo would belong to, or null when there is none with that id. */
export function photoOwner(d1: D1Database, entity: PhotoEntity, entityId: number): Promise<{ id: number } | null> {
  return first<{ id: number }>(d1, `SELECT id FROM ${TABLE[entity]} WHERE id = ?`, entityId)
}

export function photoKeysOf(d1: D1Database, entity: PhotoEntity, entityId: number): Promise<{ key: string }[]> {
  return all<{ key: string }>(d1, 'SELECT key FROM photos WHERE entity_type = ? AND entity_id = ?', entity, entityId)
}

export function deletePhotosOf(d1: D1Database, entity: PhotoEntity, entityId: number): D1PreparedStatement {
  return d1.prepare('DELETE FROM photos WHERE entity_type = ? AND entity_id = ?').bind(entity, entityId)
}

export interface NewPhoto {
  entity: PhotoEntity
  entityId: number
  key: string
  contentType: string
  width: number
  height: number
  bytes: number
  alt: string
  createdBy: number
}

/** A photo placed after the entity's last one. */
export function insertPhoto(d1: D1Database, p: NewPhoto): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO photos (entity_type, entity_id, key, content_type, width, height, bytes, alt, sort_order, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(max(sort_order), -1) + 1 FROM photos WHERE entity_type = ? AND entity_id = ?), ?, ?)`,
    )
    .bind(
      p.entity,
      p.entityId,
      p.key,
      p.contentType,
      p.width,
      p.height,
      p.bytes,
      p.alt,
      p.entity,
      p.entityId,
      p.createdBy,
      nowIso(),
    )
}

export function findPhoto(
  d1: D1Database,
  entity: PhotoEntity,
  entityId: number,
  photoId: number,
): Promise<{ id: number; key: string } | null> {
  return first<{ id: number; key: string }>(
    d1,
    'SELECT id, key FROM photos WHERE id = ? AND entity_type = ? AND entity_id = ?',
    photoId,
    entity,
    entityId,
  )
}

export function deletePhotoStatement(d1: D1Database, photoId: number): D1PreparedStatement {
  return d1.prepare('DELETE FROM photos WHERE id = ?').bind(photoId)
}
