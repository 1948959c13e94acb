import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areaSources, checkoutSources } from '../../lingui.config'
import { areaOf, type Area } from './areas'

// An area's messages reach the browser only on the pages areaOf gives that area (src/i18n/i18n.ts): a route whose
// messages are in checkout.po or areas.po but whose URL is not under that catalogue's prefixes would show message ids
// on a first load.
const routesDir = resolve(import.meta.dirname, '../routes')
const routeFiles = (readdirSync(routesDir, { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))

/** The URL's first segment of a route file (`cuenta/compras/$id.tsx` → `/cuenta`). */
const firstSegment = (file: string) => `/${file.split('/')[0]!.replace(/\.tsx?$/, '')}`
const sources: Record<Area, string[]> = { checkout: checkoutSources, areas: areaSources }
const sourceArea = (file: string) =>
  (Object.keys(sources) as Area[]).find((area) =>
    sources[area].some((source) => `src/routes/${file}` === source || `src/routes/${file}`.startsWith(`${source}/`)),
  )

describe('the checkout’s and the other areas’ catalogues', () => {
  it('are fetched on the pages of every route whose messages they hold', () => {
    const routes = routeFiles.filter((file) => sourceArea(file) && !file.split('/').at(-1)!.startsWith('-'))
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((file) => areaOf(firstSegment(file)) !== sourceArea(file))).toEqual([])
  })

  it('hold the messages of every route under their URLs', () => {
    const underAreas = routeFiles.filter((file) => areaOf(firstSegment(file)))
    expect(underAreas.filter((file) => sourceArea(file) !== areaOf(firstSegment(file)))).toEqual([])
  })

  it('are not fetched by the pages every visit sees', () => {
    for (const path of ['/', '/vinos', '/vinos/un-vino', '/carrito', '/gourmet', '/ofertas', '/gestion', '/favoritos'])
      expect(areaOf(path), path).toBeUndefined()
    expect(areaOf('/reservas')).toBeUndefined()
    expect(areaOf('/reserva-mesa/thank-you')).toBe('areas')
    expect(areaOf('/cuenta/compras/completa/1')).toBe('areas')
    expect(areaOf('/compras/completa/1')).toBe('checkout')
    expect(areaOf('/informacion-personal')).toBe('checkout')
  })
})
