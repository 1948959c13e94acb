import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

describe('safeRedirectPath (docs/product.md, How things behave: return path valid only if local)', () => {
  it('keeps local paths with their query and hash', () => {
    expect(safeRedirectPath('/cuenta/mi-cuenta')).toBe('/cuenta/mi-cuenta')
    expect(safeRedirectPath('/cuenta/compras?page=2#top')).toBe('/cuenta/compras?page=2#top')
    expect(safeRedirectPath('/vinos/busqueda?q=carm%C3%A9n%C3%A8re')).toBe('/vinos/busqueda?q=carm%C3%A9n%C3%A8re')
  })

  it('refuses absolute and protocol-relative URLs', () => {
    for (const evil of [
      'https://evil.example',
      'http://evil.example/cuenta',
      '//evil.example',
      '//evil.example/cuenta',
      '///evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      'cuenta/mi-cuenta',
    ]) {
      expect(safeRedirectPath(evil), evil).toBe('/')
    }
  })

  it('refuses backslash and control-character tricks browsers turn into another host', () => {
    for (const evil of [
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\tevil',
      '/%0a',
      '\n//evil.example',
    ]) {
      const out = safeRedirectPath(evil)
      expect(out === '/' || out.startsWith('/%'), evil).toBe(true)
      expect(out.startsWith('//')).toBe(false)
    }
    expect(safeRedirectPath('/\\evil.example')).toBe('/')
    expect(safeRedirectPath('/\tevil')).toBe('/')
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/cuenta/../vinos')).toBe('/vinos')
    expect(safeRedirectPath('/../../etc')).toBe('/etc')
  })

  it('does not send the shopper back to the auth forms, and uses the fallback for anything else', () => {
    expect(safeRedirectPath('/iniciar-sesion?redirect=/x')).toBe('/')
    expect(safeRedirectPath('/registro')).toBe('/')
    expect(safeRedirectPath(undefined)).toBe('/')
    expect(safeRedirectPath(42)).toBe('/')
    expect(safeRedirectPath('', '/cuenta/mi-cuenta')).toBe('/cuenta/mi-cuenta')
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBe('/')
  })
})
