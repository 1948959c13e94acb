import { describe, expect, it } from 'vitest'
import { detailHead, detailSeo, listPageHead, pageHead, searchString } from './seo'

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

describe('list and detail heads', () => {
  // Both answer {} without loader data; with it, the whole head.
  const full = (head: object) => head as ReturnType<typeof pageHead>
  const crumbs = [
    { name: 'Inicio', href: '/' },
    { name: 'Blog', href: '/blog' },
  ]
  it('a list head carries the BreadcrumbList and is noindex when empty or asked', () => {
    const data = { site: 'https://shop.cl', url: '/blog', title: 'Blog', description: 'd', crumbs, total: 3 }
    const head = full(listPageHead(data, { image: '/img/x.svg' }))
    expect(JSON.parse(head.scripts[0]!.children)['@type']).toBe('BreadcrumbList')
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://shop.cl/img/x.svg' })
    expect(head.meta).not.toContainEqual({ name: 'robots', content: 'noindex, follow' })
    expect(full(listPageHead({ ...data, total: 0 })).meta).toContainEqual({
      name: 'robots',
      content: 'noindex, follow',
    })
    expect(full(listPageHead(data, { noindex: true })).meta).toContainEqual({
      name: 'robots',
      content: 'noindex, follow',
    })
    expect(listPageHead(undefined)).toEqual({})
  })
  it('detail data puts the page entity first, then the breadcrumbs', () => {
    const data = detailSeo({
      site: 'https://shop.cl',
      url: '/blog/a',
      crumbs,
      title: 'A',
      description: 'd',
      image: null,
      entity: { '@type': 'BlogPosting' },
    })
    expect(data.jsonLd.map((j) => (j as { '@type': string })['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])
    expect(full(detailHead(data)).scripts).toHaveLength(2)
    expect(detailHead(undefined)).toEqual({})
  })
})
