import { describe, expect, it } from 'vitest'
import type { EventCard } from '~/contract/events'
import { groupByMonth } from './group-by-month'

const card = (slug: string, starts_at: string): EventCard => ({
  id: 1,
  slug,
  title: slug,
  summary: '',
  category: { slug: 'cata', name: 'Catas' },
  starts_at,
  ends_at: starts_at,
  price: 0,
  reference_price: null,
  seats_left: 1,
  sold_out: false,
  cancelled: false,
  is_past: false,
  frontend_image: null,
  frontend_cover_image: null,
  product_type: 'App\\Models\\Event',
})

describe('groupByMonth', () => {
  it('groups by the Santiago month and keeps the order', () => {
    const groups = groupByMonth(
      [
        card('a', '2026-12-04T22:00:00Z'),
        // 31 December 22:30 in Santiago (1 January in UTC) still belongs to December.
        card('b', '2027-01-01T01:30:00Z'),
        card('c', '2027-01-08T22:00:00Z'),
      ],
      'es',
    )
    expect(groups.map((g) => [g.heading, g.events.map((e) => e.slug)])).toEqual([
      ['Diciembre 2026', ['a', 'b']],
      ['Enero 2027', ['c']],
    ])
    expect(groupByMonth([card('c', '2027-01-08T22:00:00Z')], 'en')[0]!.heading).toBe('January 2027')
  })
})
