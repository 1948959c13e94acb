import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { insertRows } from '../sql.ts'
import type { SeedSet } from '../index.ts'
import type { SeedArticle } from './blocks.ts'
import { pairingArticles } from './articles-pairing.ts'
import { grapeArticles, regionArticles } from './articles-grapes-regions.ts'
import { barArticles, draftArticles, gourmetArticles, serviceArticles } from './articles-service-bar-gourmet.ts'

// docs/product.md, Pages /blog, /blog/{article}; The API GET /blogs. Editorial categories and articles in es and en
// (migrations/0006_blog_events.sql). Runs after catalogueSeed: related_products are slugs of its products.

/** Filter values of /blog?categoria= (the layout menu links to maridajes and cepas). */
export const BLOG_CATEGORIES: [slug: string, es: string, en: string][] = [
  ['maridajes', 'Maridajes', 'Food pairing'],
  ['cepas', 'Guías de cepas', 'Grape guides'],
  ['valles-y-regiones', 'Valles y regiones', 'Valleys and regions'],
  ['servicio-y-cava', 'Servicio y cava', 'Serving and cellar'],
  ['cocteleria', 'Coctelería', 'Cocktails'],
  ['quesos-y-gourmet', 'Quesos y gourmet', 'Cheese and gourmet'],
]

export const BLOG_ARTICLES: SeedArticle[] = [
  ...pairingArticles,
  ...grapeArticles,
  ...regionArticles,
  ...serviceArticles,
  ...barArticles,
  ...gourmetArticles,
  ...draftArticles,
]

const DOWNLOADS_DIR = resolve(import.meta.dirname, '../../public/descargas')

/** The real size of a committed download (scripts/make-downloads.mjs writes them). */
function downloadBytes(file: string): number {
  return statSync(resolve(DOWNLOADS_DIR, file)).size
}

export const blogSeed: SeedSet = {
  name: 'blog',
  statements: () => {
    // Oldest first, so ids grow with publication dates (the draft last).
    const articles = [...BLOG_ARTICLES].sort(
      (a, b) =>
        Number(a.status === 'draft') - Number(b.status === 'draft') || a.published_at.localeCompare(b.published_at),
    )
    const categories = BLOG_CATEGORIES.map(([slug, es, en], i) => ({ slug, name_es: es, name_en: en, sort_order: i }))
    const rows = articles.map((a, i) => ({
      id: i + 1,
      slug: a.slug,
      category_slug: a.category,
      author: a.author,
      status: a.status ?? 'published',
      published_at: a.published_at,
      reading_minutes: a.reading_minutes,
      featured: a.featured ? 1 : 0,
      tags: a.tags,
      // Generated artwork (src/features/blog/art): a card and a wide cover per article.
      frontend_image: `/img/b/${a.slug}.svg`,
      frontend_cover_image: `/img/b/${a.slug}.wide.svg`,
      download_url: a.download ? `/descargas/${a.download}` : null,
      download_bytes: a.download ? downloadBytes(a.download) : null,
      related_products: a.products,
    }))
    const translations = articles.flatMap((a, i) =>
      (['es', 'en'] as const).map((locale) => ({
        article_id: i + 1,
        locale,
        title: a[locale].title,
        excerpt: a[locale].excerpt,
        body: a[locale].body,
        download_title: a.download ? (a[locale].download ?? a[locale].title) : null,
      })),
    )
    return [
      ...insertRows('blog_categories', categories),
      ...insertRows('blog_articles', rows),
      ...insertRows('blog_translations', translations, 20),
    ]
  },
}
