import { formatDate } from '~/lib/dates'
import type { Locale } from '~/lib/locale'
import { santiagoIso } from '~/lib/santiago-time'

// Display helpers of the blog (pure, shared by the list and the article).

/** "84 KB", "1,2 MB" — the size shown on a download box (docs/product.md, Pages downloadable content). */
export function formatBytes(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return ''
  const tag = locale === 'en' ? 'en-US' : 'es-CL'
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  const mb = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))
  return `${mb} MB`
}

/** "24 de noviembre de 2025" / "November 24, 2025", in Santiago time so server and browser agree. */
export function formatPublished(iso: string, locale: Locale): string {
  return formatDate(iso, locale)
}

/**
 * The machine-readable date of a <time> element: the Santiago day, the one its text shows (an article published at
 * 22:00 in Santiago is already the next day in UTC).
 */
export function isoDate(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return ''
  return santiagoIso(iso).slice(0, 10)
}

/** Page 1 opens with a featured article (the first one flagged in the page, else the newest). */
export function splitLead<T extends { featured: boolean }>(items: T[]): { lead: T | null; rest: T[] } {
  if (items.length === 0) return { lead: null, rest: [] }
  const index = Math.max(
    0,
    items.findIndex((a) => a.featured),
  )
  return { lead: items[index]!, rest: items.filter((_, i) => i !== index) }
}
