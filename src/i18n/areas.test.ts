import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  areaSources,
  cartSources,
  checkoutSources,
  listSources,
  onDemandSources,
  pageSources,
  productSources,
} from '../../lingui.config'
import { areaOf, type Area } from './areas'

// An area's messages reach the browser only on the pages areaOf gives that area (src/i18n/i18n.ts): a route whose
// messages are in an area's catalogue (lists.po, product.po, cart.po, pages.po, checkout.po, areas.po) but whose URL
// is not under that catalogue's prefixes would show message ids on a first load.
const routesDir = resolve(import.meta.dirname, '../routes')
const routeFiles = (readdirSync(routesDir, { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))

/** A URL of a route file's page (`cuenta/compras/$id.tsx` → `/cuenta/compras/x`, `vinos/index.tsx` → `/vinos`). */
const urlOf = (file: string) =>
  `/${file
    .replace(/\.tsx?$/, '')
    .split(/[/.](?![^[]*\])/)
    .filter((part) => part !== 'index' && !/^_[a-z]/.test(part))
    .map((part) => (part.includes('$') ? 'x' : part.replace(/[[\]]/g, '').replace(/_$/, '')))
    .join('/')}`
const sources: Record<Area, string[]> = {
  lists: listSources,
  product: productSources,
  cart: cartSources,
  pages: pageSources,
  checkout: checkoutSources,
  areas: areaSources,
}
const sourceArea = (file: string) =>
  (Object.keys(sources) as Area[]).find((area) =>
    sources[area].some((source) => `src/routes/${file}` === source || `src/routes/${file}`.startsWith(`${source}/`)),
  )
const validation = 'src/lib/validation.ts'
const pages = routeFiles.filter((file) => !file.split('/').at(-1)!.startsWith('-') && file !== '__root.tsx')

describe('the catalogues beside the storefront’s shell', () => {
  it('know the URL of every route', () => {
    expect(urlOf('vinos/index.tsx')).toBe('/vinos')
    expect(urlOf('vinos/$wine.tsx')).toBe('/vinos/x')
    expect(urlOf('_bare/mantenimiento.tsx')).toBe('/mantenimiento')
    expect(urlOf('gestion_.invitacion.tsx')).toBe('/gestion/invitacion')
    expect(urlOf('compras/completa/{-$id}.tsx')).toBe('/compras/completa/x')
    expect(urlOf('favoritos/compartida.$token.tsx')).toBe('/favoritos/compartida/x')
    expect(urlOf('robots[.]txt.ts')).toBe('/robots.txt')
  })

  it('are fetched on the pages of every route whose messages they hold', () => {
    const routes = pages.filter((file) => sourceArea(file))
    expect(routes.length).toBeGreaterThan(60)
    expect(routes.filter((file) => areaOf(urlOf(file)) !== sourceArea(file))).toEqual([])
  })

  it('hold the messages of every route under their URLs', () => {
    const underAreas = pages.filter((file) => areaOf(urlOf(file)))
    expect(underAreas.filter((file) => sourceArea(file) !== areaOf(urlOf(file)))).toEqual([])
  })

  it('give each key page its own, and home none', () => {
    expect(areaOf('/')).toBeUndefined()
    for (const path of [
      '/vinos',
      '/vinos/',
      '/vinos/chilenos',
      '/categorias/tintos',
      '/gourmet',
      '/ofertas',
      '/productos',
    ])
      expect(areaOf(path), path).toBe('lists')
    for (const path of ['/vinos/vina-apalta-norte-gran-reserva-carmenere-2021', '/productos/un-queso'])
      expect(areaOf(path), path).toBe('product')
    expect(areaOf('/carrito')).toBe('cart')
    for (const path of ['/favoritos', '/acerca-de', '/politicas-de-cambio', '/vino-bar', '/avisos/cancelar'])
      expect(areaOf(path), path).toBe('pages')
    for (const path of ['/gestion', '/reservas', '/vinoteca', '/carritos']) expect(areaOf(path), path).toBeUndefined()
    expect(areaOf('/reserva-mesa/thank-you')).toBe('areas')
    expect(areaOf('/cuenta/compras/completa/1')).toBe('areas')
    expect(areaOf('/compras/completa/1')).toBe('checkout')
    expect(areaOf('/informacion-personal')).toBe('checkout')
  })

  // A part fetched on demand renders once its code and the on-demand catalogue are in (`withOnDemandMessages`): a
  // file of that catalogue imported statically by the shell would render with its messages missing.
  it('leave the on-demand parts’ messages to parts loaded with them', () => {
    const root = resolve(import.meta.dirname, '../..')
    const onDemand = new Set(onDemandSources)
    const srcFiles = (readdirSync(resolve(root, 'src'), { recursive: true }) as string[])
      .map((file) => `src/${file.replaceAll('\\', '/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    const shared = [...listSources, ...productSources, ...cartSources, ...checkoutSources, ...areaSources]
    const inAnother = (file: string) => shared.some((source) => file === source || file.startsWith(`${source}/`))
    const staticImports: string[] = []
    for (const file of srcFiles) {
      if (onDemand.has(file) || inAnother(file)) continue
      const code = readFileSync(resolve(root, file), 'utf8')
      for (const m of code.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)) {
        const target = m[1]!.startsWith('~/')
          ? `src/${m[1]!.slice(2)}`
          : m[1]!.startsWith('.')
            ? resolve('/', file, '..', m[1]!).slice(1)
            : m[1]!
        if (onDemand.has(`${target}.tsx`) || (onDemand.has(`${target}.ts`) && `${target}.ts` !== validation))
          staticImports.push(`${file} → ${m[1]}`)
      }
      for (const m of code.matchAll(/import\('(\.[^']+)'\)/g)) {
        const target = resolve('/', file, '..', m[1]!).slice(1)
        if (onDemand.has(`${target}.tsx`) && !code.includes(`withOnDemandMessages(import('${m[1]}'))`))
          staticImports.push(`${file} → ${m[1]} (without withOnDemandMessages)`)
      }
    }
    expect(staticImports).toEqual([])
  })

  // The validation messages (src/lib/validation.ts: schemas everywhere name them by key) are rendered by the forms'
  // error text only, so they are in the catalogue of every part with a form, not in the shell.
  it('give the validation messages to every part with a form', () => {
    const withForms = (readdirSync(resolve(import.meta.dirname, '..'), { recursive: true }) as string[])
      .map((file) => `src/${file.replaceAll('\\', '/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('src/ui/form/'))
      .filter((file) => /from '~\/ui\/form\//.test(readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8')))
    const holding = [onDemandSources, checkoutSources, areaSources].filter((sources) => sources.includes(validation))
    expect(holding).toHaveLength(3)
    const under = (file: string, sources: string[]) =>
      sources.some((source) => file === source || file.startsWith(`${source}/`))
    const backoffice = ['src/features/backoffice', 'src/routes/gestion']
    expect(withForms.length).toBeGreaterThan(10)
    expect(
      withForms.filter((file) => !holding.some((sources) => under(file, sources)) && !under(file, backoffice)),
    ).toEqual([])
  })
})
