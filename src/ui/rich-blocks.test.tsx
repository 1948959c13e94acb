import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseBlocks } from '~/contract/blocks'
import { RichBlocks } from './rich-blocks'

describe('parseBlocks', () => {
  it('reads the stored JSON string and keeps the blocks that fit', () => {
    const raw = JSON.stringify([
      { type: 'h2', text: ' Título ' },
      { type: 'p', text: 'Párrafo' },
      { type: 'quote', text: 'Cita' },
      { type: 'ul', items: ['uno', 'dos'] },
    ])
    expect(parseBlocks(raw)).toEqual([
      { type: 'h2', text: 'Título' },
      { type: 'p', text: 'Párrafo' },
      { type: 'quote', text: 'Cita' },
      { type: 'ul', items: ['uno', 'dos'] },
    ])
  })

  it('drops blocks that do not fit instead of failing the page', () => {
    const blocks = parseBlocks([
      { type: 'p', text: 'bien' },
      { type: 'script', text: 'alert(1)' },
      { type: 'p', text: '   ' },
      { type: 'ul', items: [] },
      { type: 'h2' },
      'texto suelto',
    ])
    expect(blocks).toEqual([{ type: 'p', text: 'bien' }])
  })

  it('answers no blocks for broken JSON or anything that is not a list', () => {
    expect(parseBlocks('{not json')).toEqual([])
    expect(parseBlocks('{"type":"p","text":"x"}')).toEqual([])
    expect(parseBlocks(null)).toEqual([])
  })
})

describe('RichBlocks', () => {
  it('renders each block as its element, text escaped (never HTML)', () => {
    const html = renderToStaticMarkup(
      <RichBlocks
        className="article-body"
        blocks={[
          { type: 'h2', text: 'Cepas' },
          { type: 'p', text: '<b>no</b>' },
          { type: 'quote', text: 'Salud' },
          { type: 'ul', items: ['a', 'a'] },
        ]}
      />,
    )
    expect(html).toBe(
      '<div class="article-body"><h2>Cepas</h2><p>&lt;b&gt;no&lt;/b&gt;</p>' +
        '<blockquote><p>Salud</p></blockquote><ul><li>a</li><li>a</li></ul></div>',
    )
  })
})
