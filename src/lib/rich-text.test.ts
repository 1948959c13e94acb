import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { richBlockSchema } from '~/contract/blocks'
import { blocksToText, inlineParts, safeHref, safeImageSrc, textToBlocks, unsafeLinks } from './rich-text'

describe('link and image addresses', () => {
  it('keeps http(s), mailto and the shop’s own paths, and nothing that can run script', () => {
    for (const ok of ['https://vinoteca.cl/x', 'http://a.cl', 'mailto:hola@vinoteca.cl', '/vinos/tinto', '#arriba']) {
      expect(safeHref(ok), ok).toBe(true)
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.com',
      '/\\evil.com',
      'vbscript:x',
      'java\tscript:x',
    ]) {
      expect(safeHref(bad), bad).toBe(false)
    }
    expect(safeImageSrc('https://img.cl/a.jpg')).toBe(true)
    expect(safeImageSrc('/img/f/a.webp')).toBe(true)
    expect(safeImageSrc('http://img.cl/a.jpg')).toBe(false)
    expect(safeImageSrc('javascript:alert(1)')).toBe(false)
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false)
  })

  it('renders a refused link as its text, never as an anchor', () => {
    expect(inlineParts('Ver [la guía](/blog/guia) o [esto](javascript:alert(1))')).toEqual([
      { text: 'Ver ' },
      { text: 'la guía', href: '/blog/guia' },
      { text: ' o ' },
      { text: '[esto](javascript:alert(1)' },
      { text: ')' },
    ])
    expect(unsafeLinks('[a](https://x.cl) [b](data:x)')).toEqual(['data:x'])
  })

  it('refuses a block with an unsafe link or image when it is saved', () => {
    expect(v.safeParse(richBlockSchema, { type: 'p', text: '[x](javascript:alert(1))' }).success).toBe(false)
    expect(v.safeParse(richBlockSchema, { type: 'img', src: 'javascript:x', alt: '' }).success).toBe(false)
    expect(v.safeParse(richBlockSchema, { type: 'p', text: 'Visita [la tienda](/vinos)' }).success).toBe(true)
  })
})

describe('the editor’s text and blocks', () => {
  it('turns headings, lists, quotes, images and paragraphs into blocks and back', () => {
    const text = [
      '## Maridaje',
      '',
      'Un tinto para [asados](/blog/asados).',
      'Sigue la frase.',
      '',
      '- Carne',
      '- Queso',
      '',
      '1. Abrir',
      '2. Servir',
      '',
      '> Buen vino',
      '',
      '![Botella](/img/f/a.webp)',
      '',
      '### Nota',
    ].join('\n')
    const blocks = textToBlocks(text)
    expect(blocks).toEqual([
      { type: 'h2', text: 'Maridaje' },
      { type: 'p', text: 'Un tinto para [asados](/blog/asados). Sigue la frase.' },
      { type: 'ul', items: ['Carne', 'Queso'] },
      { type: 'ol', items: ['Abrir', 'Servir'] },
      { type: 'quote', text: 'Buen vino' },
      { type: 'img', src: '/img/f/a.webp', alt: 'Botella' },
      { type: 'h3', text: 'Nota' },
    ])
    expect(textToBlocks(blocksToText(blocks))).toEqual(blocks)
  })
})
