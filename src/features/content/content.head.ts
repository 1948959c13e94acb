// Route head() helpers for content pages: title and description from the page's seo block.
export function seoHead(seo: { title: string; description: string } | undefined, fallbackTitle = 'Vinoteca Andes') {
  const title = seo?.title || fallbackTitle
  const meta: { title?: string; name?: string; property?: string; content?: string }[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'Vinoteca Andes' },
  ]
  if (seo?.description) {
    meta.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
    )
  }
  return { meta }
}

/** The head of a page that only shows a content page and is never indexed (a thank-you page). */
export function noindexHead(seo: { title: string } | undefined) {
  return { meta: [{ title: seo?.title ?? 'Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }
}
