import { describe, expect, it } from 'vitest'
import { BLOG_PAGE_SIZE, blogSearchSchema, listRequestFor } from './blog-search'

const parse = (input: Record<string, unknown>) => blogSearchSchema(input)

describe('blogSearchSchema', () => {
  it('keeps valid values, numbers as numbers', () => {
    expect(parse({ categoria: 'maridajes', pagina: '2', etiqueta: 'Carménère' })).toEqual({
      categoria: 'maridajes',
      pagina: 2,
      etiqueta: 'carménère',
    })
  })
  it('drops invalid values instead of failing the page', () => {
    expect(parse({ categoria: '../x', pagina: '0', etiqueta: '";--' })).toEqual({
      categoria: undefined,
      pagina: undefined,
      etiqueta: undefined,
    })
    expect(parse({ pagina: 'abc' }).pagina).toBeUndefined()
  })
  it('maps to the API request with the storefront page size', () => {
    expect(listRequestFor(parse({ categoria: 'cepas' }))).toEqual({
      categoria: 'cepas',
      etiqueta: undefined,
      page: 1,
      per_page: BLOG_PAGE_SIZE,
    })
  })
})
