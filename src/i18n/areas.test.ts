import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areaSources } from '../../lingui.config'
import { isAreaPath } from './areas'

// The areas' messages reach the browser only on the pages isAreaPath names (src/i18n/i18n.ts): a route whose messages
// are in areas.po but whose URL is not one of those would show message ids on a first load, and a route under one
// of those URLs whose messages stayed in messages.po would still work but is not what the split is for.
const routesDir = resolve(import.meta.dirname, '../routes')
const routeFiles = (readdirSync(routesDir, { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))

/** The URL's first segment of a route file (`cuenta/compras/$id.tsx` → `/cuenta`). */
const firstSegment = (file: string) => `/${file.split('/')[0]!.replace(/\.tsx?$/, '')}`
const inAreaSources = (file: string) =>
  areaSources.some((source) => `src/routes/${file}` === source || `src/routes/${file}`.startsWith(`${source}/`))

describe('the areas’ catalogue', () => {
  it('is fetched on the pages of every route whose messages it holds', () => {
    const routes = routeFiles.filter((file) => inAreaSources(file) && !file.split('/').at(-1)!.startsWith('-'))
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((file) => !isAreaPath(firstSegment(file)))).toEqual([])
  })

  it('holds the messages of every route under the areas’ URLs', () => {
    const underAreas = routeFiles.filter((file) => isAreaPath(firstSegment(file)))
    expect(underAreas.filter((file) => !inAreaSources(file))).toEqual([])
  })

  it('is not fetched by the pages every visit sees', () => {
    for (const path of ['/', '/vinos', '/vinos/un-vino', '/carrito', '/gourmet', '/ofertas', '/gestion', '/favoritos'])
      expect(isAreaPath(path), path).toBe(false)
    expect(isAreaPath('/reservas')).toBe(false)
    expect(isAreaPath('/reserva-mesa/thank-you')).toBe(true)
    expect(isAreaPath('/cuenta/mi-cuenta')).toBe(true)
  })
})
