import { insertInto } from '../db/sql'
import { nowIso } from '../clock'

/** A row of contact_messages as the forms write it (migrations/0010_contact.sql). */
export interface ContactMessageRow {
  kind: 'person' | 'company'
  first_name: string
  last_name: string
  email: string
  phone: string
  motive: string
  message: string
  company_name?: string
  business_name?: string
  giro?: string
  rut?: string
  locale: string
  ip_hash: string | null
}

export async function insertContactMessage(d1: D1Database, row: ContactMessageRow): Promise<number> {
  const saved = await insertInto(d1, 'contact_messages', { ...row, created_at: nowIso() }, 'RETURNING id').first<{
    id: number
  }>()
  return saved!.id
}
