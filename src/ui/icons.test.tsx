import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { iconSpriteFiles } from '../../scripts/icon-sprite-files.mjs'
import { FALLBACK_ICON, FALLBACK_PATH, ICON_PATHS } from './icon-paths'
import { Icon } from './icons'

const root = resolve(import.meta.dirname, '../..')

describe('icon sprite', () => {
  it('is built from the current drawings (run node scripts/icon-sprite.mjs after changing icon-paths.ts)', () => {
    for (const [path, text] of Object.entries(iconSpriteFiles(ICON_PATHS, FALLBACK_ICON, FALLBACK_PATH)))
      expect(readFileSync(resolve(root, path), 'utf8'), path).toBe(text)
  })

  it('has a symbol for every drawing and the fallback dot', () => {
    const sprite = readFileSync(resolve(root, 'src/ui/icon-sprite.svg'), 'utf8')
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual([...Object.keys(ICON_PATHS), FALLBACK_ICON])
  })
})

describe('Icon', () => {
  it('references its symbol in the sprite instead of repeating the drawing', () => {
    const html = renderToStaticMarkup(<Icon name="cart" />)
    expect(html).toMatch(/<use href="[^"#]*icon-sprite[^"#]*#cart"/)
    expect(html).not.toContain('<path')
  })

  it('draws a dot for a name the shop has no drawing for', () => {
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toMatch(/#dot"/)
  })
})
