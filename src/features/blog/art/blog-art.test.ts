import { describe, expect, it } from 'vitest'
import { blogArt } from './blog-art'

describe('blogArt', () => {
  const input = { slug: 'carmenere-la-cepa-perdida', category_slug: 'cepas', tags: ['carménère'] }

  it('draws a card and a wide cover without any text', () => {
    const card = blogArt(input, 'card')
    const wide = blogArt(input, 'wide')
    expect(card).toMatch(/^<svg [^>]*viewBox="0 0 800 560"/)
    expect(wide).toMatch(/viewBox="0 0 1600 720"/)
    for (const svg of [card, wide]) expect(svg).not.toMatch(/<text|<image|href=/)
  })

  it('is stable for a slug and tinted by category', () => {
    expect(blogArt(input, 'card')).toBe(blogArt(input, 'card'))
    const other = blogArt({ ...input, category_slug: 'cocteleria' }, 'card')
    expect(other).not.toBe(blogArt(input, 'card'))
    // Unknown categories still draw (the pairing palette).
    expect(blogArt({ ...input, category_slug: 'nueva' }, 'card')).toContain('#5b1a2c')
  })
})
