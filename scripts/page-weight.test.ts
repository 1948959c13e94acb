import { describe, expect, it } from 'vitest'
import { firstLoadJs, scriptsInHtml, staticImports } from './page-weight.mjs'

describe('page weight', () => {
  it('finds the scripts a page loads or preloads, not its styles or inline scripts', () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/>
      <link href="/assets/b.js" rel="modulepreload"/><link rel="stylesheet" href="/assets/app.css"/>
      <link rel="preload" as="image" href="/img/p/x.svg"/></head>
      <body><script nonce="n">self.$R=1</script><script type="module" async="" src="/assets/a.js"></script></body>`
    expect(scriptsInHtml(html)).toEqual(['/assets/a.js', '/assets/b.js'])
  })

  it('follows static imports and exports of minified modules but not dynamic import()', () => {
    const code =
      'import{a as e,b as t}from"./react-1.js";import"./side-2.js";import*as n from"./ns-3.js";' +
      'export{c as d}from"./re-4.js";import r,{s}from"./def-5.js";const l=()=>import("./lazy-6.js");' +
      'var x={import:"./not-7.js"};'
    expect(staticImports(code, 'http://shop.test/assets/index.js')).toEqual([
      'http://shop.test/assets/react-1.js',
      'http://shop.test/assets/side-2.js',
      'http://shop.test/assets/ns-3.js',
      'http://shop.test/assets/re-4.js',
      'http://shop.test/assets/def-5.js',
    ])
  })

  it('sums the gzip size of the whole static closure, each file once', async () => {
    const files: Record<string, string> = {
      '/': '<link rel="modulepreload" href="/assets/entry.js"><script type="module" src="/assets/entry.js"></script>',
      '/assets/entry.js': 'import{x}from"./shared.js";import"./other.js";import("./lazy.js")',
      '/assets/other.js': 'import{x}from"./shared.js";export const y=1',
      // Varied text, so it stays the biggest file once compressed.
      '/assets/shared.js': `export const x="${Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 10007).toString(36)).join()}"`,
      '/assets/lazy.js': 'throw new Error("never fetched")',
    }
    const fetched: string[] = []
    const fakeFetch = (async (input: string | URL) => {
      const path = new URL(input).pathname
      fetched.push(path)
      const body = files[path]
      return new Response(body ?? 'missing', { status: body === undefined ? 404 : 200 })
    }) as typeof fetch
    const weight = await firstLoadJs('http://shop.test', '/', { fetch: fakeFetch })
    expect(weight.files).toBe(3)
    expect(fetched.sort()).toEqual(['/', '/assets/entry.js', '/assets/other.js', '/assets/shared.js'])
    expect(weight.scripts[0]?.url).toBe('/assets/shared.js')
    expect(weight.rawKB).toBeGreaterThan(5000 / 1024)
    expect(weight.gzipKB).toBeLessThan(weight.rawKB)
  })
})
