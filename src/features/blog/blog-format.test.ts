import { describe, expect, it } from 'vitest'
import { formatBytes, formatPublished, isoDate, splitLead } from './blog-format'

describe('formatBytes', () => {
  it('rounds to KB below a megabyte and never shows 0 KB', () => {
    expect(formatBytes(86_016, 'es')).toBe('84 KB')
    expect(formatBytes(7_061, 'en')).toBe('7 KB')
    expect(formatBytes(1_100, 'es')).toBe('1 KB')
    expect(formatBytes(900, 'es')).toBe('900 B')
  })
  it('uses the locale decimal separator for megabytes', () => {
    expect(formatBytes(1.25 * 1024 * 1024, 'es')).toBe('1,3 MB')
    expect(formatBytes(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB')
  })
  it('is empty for missing or invalid sizes', () => {
    expect(formatBytes(0, 'es')).toBe('')
    expect(formatBytes(Number.NaN, 'es')).toBe('')
  })
})

describe('formatPublished', () => {
  it('formats in Santiago time per locale', () => {
    expect(formatPublished('2025-11-24T12:00:00Z', 'es')).toBe('24 de noviembre de 2025')
    expect(formatPublished('2025-11-24T12:00:00Z', 'en')).toBe('November 24, 2025')
    // 02:00 UTC is still the previous evening in Santiago.
    expect(formatPublished('2026-01-01T02:00:00Z', 'es')).toBe('31 de diciembre de 2025')
  })
  it('is empty for an invalid date', () => {
    expect(formatPublished('nope', 'es')).toBe('')
    expect(isoDate('nope')).toBe('')
  })
  it('gives <time datetime> the Santiago day its text shows, not the UTC one', () => {
    expect(isoDate('2025-11-24T12:00:00Z')).toBe('2025-11-24')
    expect(isoDate('2026-01-01T02:00:00Z')).toBe('2025-12-31')
    expect(formatPublished('2026-01-01T02:00:00Z', 'en')).toBe('December 31, 2025')
  })
})

describe('splitLead', () => {
  it('leads with the first featured article and keeps the order of the rest', () => {
    const items = [
      { id: 1, featured: false },
      { id: 2, featured: true },
      { id: 3, featured: true },
    ]
    const { lead, rest } = splitLead(items)
    expect(lead?.id).toBe(2)
    expect(rest.map((x) => x.id)).toEqual([1, 3])
  })
  it('falls back to the first article, and to nothing on an empty page', () => {
    expect(splitLead([{ id: 1, featured: false }]).lead?.id).toBe(1)
    expect(splitLead([])).toEqual({ lead: null, rest: [] })
  })
})
