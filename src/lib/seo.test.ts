import { describe, expect, it } from 'vitest'
import { pageHead, searchString } from './seo'

describe('pageHead', () => {
  it('canonical drops tracking parameters and keeps filters; hreflang es/en/x-default', () => {
    const head = pageHead({
      site: 'https://shop.cl',
      url: '/vinos?pais=chile&utm_source=ig&gclid=1',
      title: 'Vinos',
      description: 'd',
    })
    expect(head.links.find((l) => l.rel === 'canonical')!.href).toBe('https://shop.cl/vinos?pais=chile')
    expect(head.links.filter((l) => l.rel === 'alternate').map((l) => l.hrefLang)).toEqual(['es-CL', 'en', 'x-default'])
    expect(head.meta[0]).toEqual({ title: 'Vinos | Vinoteca Andes' })
  })
  it('escapes < inside JSON-LD', () => {
    const head = pageHead({
      site: '',
      url: '/',
      title: 't',
      description: 'd',
      jsonLd: [{ name: '</script><script>' }],
    })
    expect(head.scripts[0]!.children).not.toContain('</script>')
  })
  it('searchString is stable whatever the key order', () => {
    expect(searchString({ tipo: 'tinto', pais: 'chile', pagina: undefined })).toBe('?pais=chile&tipo=tinto')
  })
})
