import type { Manifest } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_ATTR, loadAfterFirstPaint } from './after-first-paint'

// What Start's build hands the server: per route the chunks to preload, and on the root the entry script.
const built = (): Manifest => ({
  routes: {
    __root__: {
      preloads: ['/assets/index-1.js', '/assets/react-2.js', { href: '/assets/query-3.js' }],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-1.js' } }],
    },
    '/': { preloads: ['/assets/home-4.js', '/assets/react-2.js'] },
    '/vinos': { preloads: ['/assets/list-5.js'], css: ['/assets/list.css'] },
  },
})

/** The entry and the list the inline loader was given, read back from its text. */
function loaderArguments(manifest: Manifest) {
  const scripts = manifest.routes.__root__!.scripts!
  expect(scripts).toHaveLength(1)
  const text = scripts[0]!.children!
  const args = text.slice(text.lastIndexOf(')(') + 2, -1)
  return { attrs: scripts[0]!.attrs, ...(JSON.parse(`{"list":[${args}]}`) as { list: [string, string[]] }) }
}

describe('scripts after the first paint', () => {
  it('leaves no route a preload and hands the page’s chunks, catalogue first, to one inline loader', () => {
    const page = loadAfterFirstPaint(built(), ['__root__', '/'], ['/assets/messages-es.js'])
    for (const route of Object.values(page.routes)) expect(route.preloads).toBeUndefined()
    const { attrs, list } = loaderArguments(page)
    expect(attrs).toEqual({ [AFTER_PAINT_ATTR]: '' })
    expect(list).toEqual([
      '/assets/index-1.js',
      ['/assets/messages-es.js', '/assets/react-2.js', '/assets/query-3.js', '/assets/home-4.js'],
    ])
    // What is not a script stays as it was.
    expect(page.routes['/vinos']!.css).toEqual(['/assets/list.css'])
  })

  it('lists only the matched routes’ chunks', () => {
    const { list } = loaderArguments(loadAfterFirstPaint(built(), ['__root__', '/vinos']))
    expect(list[1]).toEqual(['/assets/react-2.js', '/assets/query-3.js', '/assets/list-5.js'])
  })

  it('builds a page’s manifest once and leaves the built one alone', () => {
    const manifest = built()
    const first = loadAfterFirstPaint(manifest, ['__root__', '/'], ['/assets/messages-es.js'])
    expect(loadAfterFirstPaint(manifest, ['__root__', '/'], ['/assets/messages-es.js'])).toBe(first)
    expect(loadAfterFirstPaint(manifest, ['__root__', '/'], ['/assets/messages-en.js'])).not.toBe(first)
    expect(manifest).toEqual(built())
  })

  it('keeps a manifest whose entry is an inline script as it is', () => {
    const dev: Manifest = {
      routes: { __root__: { scripts: [{ attrs: { type: 'module' }, children: 'import("/@id/virtual:entry")' }] } },
    }
    expect(loadAfterFirstPaint(dev, ['__root__'])).toBe(dev)
  })
})
