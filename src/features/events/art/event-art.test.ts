import { describe, expect, it } from 'vitest'
import { EVENT_CATEGORY_SLUGS } from '~/contract/events'
import { eventArt } from './event-art'

describe('eventArt', () => {
  const slugs = [
    'cata-vertical-carmenere-peumo',
    'masterclass-de-pisco',
    'malbec-y-tango',
    'x',
    'a-very-long-slug-1234',
  ]

  it('draws every category for any slug without undefined or NaN values', () => {
    for (const category of [...EVENT_CATEGORY_SLUGS, 'unknown']) {
      for (const slug of slugs) {
        const svg = eventArt({ slug, category })
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), `${category}/${slug}`).toBe(true)
        expect(svg, `${category}/${slug}`).not.toMatch(/undefined|NaN|null/)
      }
    }
  })

  it('is stable for a slug (the image is cached as immutable) and date-free', () => {
    const a = eventArt({ slug: 'noche-de-borgona', category: 'cata' })
    expect(eventArt({ slug: 'noche-de-borgona', category: 'cata' })).toBe(a)
    expect(a).not.toMatch(/<text/)
  })
})
