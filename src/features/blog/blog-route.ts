import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { BlogArticle } from '~/contract/blog'
import type { ContentPage } from '~/contract/pages'
import type { Locale } from '~/lib/locale'
import type { Crumb, DetailSeo, ListSeo } from '~/lib/seo'
import { SITE_NAME, absolute, detailSeo, searchString } from '~/lib/seo'
import { siteUrlQueryOptions } from '~/server/site.functions'
import { blogArticleQueryOptions, blogFiltersQueryOptions, blogListQueryOptions } from './blog.queries'
import { listRequestFor, type BlogSearch } from './blog-search'

// Loaders of /blog and /blog/{article} (their heads: ./blog.head.ts): route files stay thin.

interface Ctx {
  queryClient: QueryClient
  locale: Locale
  i18n: I18n
}

export const BLOG_PATH = '/blog'

export function blogCrumbs(i18n: I18n): Crumb[] {
  return [
    { name: i18n._(msg`Inicio`), href: '/' },
    { name: i18n._(msg`Blog`), href: BLOG_PATH },
  ]
}

export function articlePath(slug: string): string {
  return `${BLOG_PATH}/${slug}`
}

/** Inicio › Blog › category › title (the category crumb opens the filtered list). */
export function articleCrumbs(article: Pick<BlogArticle, 'slug' | 'title' | 'category'>, i18n: I18n): Crumb[] {
  return [
    ...blogCrumbs(i18n),
    { name: article.category.name, href: `${BLOG_PATH}?categoria=${article.category.slug}` },
    { name: article.title, href: articlePath(article.slug) },
  ]
}

export interface BlogHero {
  title: string
  intro: string
  image: string | null
}

export interface BlogIndexLoaderData extends ListSeo {
  hero: BlogHero
  page: number
}

/** /blog: the list, the category chips and the page's content (GET /pages/blog, fetched by the route). */
export async function loadBlogIndex(
  context: Ctx,
  search: BlogSearch,
  content: Promise<ContentPage>,
): Promise<BlogIndexLoaderData> {
  const request = listRequestFor(search)
  const [site, list, filters, page] = await Promise.all([
    context.queryClient.ensureQueryData(siteUrlQueryOptions()),
    context.queryClient.ensureQueryData(blogListQueryOptions(context.locale, request)),
    context.queryClient.ensureQueryData(blogFiltersQueryOptions(context.locale, search.categoria)),
    content,
  ])
  const category = filters.categories.find((c) => c.slug === search.categoria)
  const base = category ? `${category.name} · ${context.i18n._(msg`Blog`)}` : (page.seo?.title ?? 'Blog')
  return {
    site,
    url: `${BLOG_PATH}${searchString(search as Record<string, unknown>)}`,
    title: list.current_page > 1 ? `${base} · ${context.i18n._(msg`página ${list.current_page}`)}` : base,
    description: page.seo?.description ?? '',
    hero: {
      title: page.banner_with_title?.title ?? 'Blog',
      intro: page.intro ?? '',
      image: page.banner_with_title?.background_image ?? null,
    },
    crumbs: blogCrumbs(context.i18n),
    total: list.total,
    page: list.current_page,
  }
}

export type ArticleLoaderData = DetailSeo

export function blogPostingJsonLd(site: string, article: BlogArticle, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.published_at,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    image: article.frontend_cover_image ? absolute(site, article.frontend_cover_image) : undefined,
    mainEntityOfPage: absolute(site, url),
    articleSection: article.category.name,
    keywords: article.tags.join(', '),
  }
}

export async function loadArticlePage(context: Ctx, slug: string): Promise<ArticleLoaderData> {
  const [site, article] = await Promise.all([
    context.queryClient.ensureQueryData(siteUrlQueryOptions()),
    context.queryClient.ensureQueryData(blogArticleQueryOptions(context.locale, slug)),
  ])
  const crumbs = articleCrumbs(article, context.i18n)
  const url = articlePath(article.slug)
  return detailSeo({
    site,
    url,
    crumbs,
    title: article.title,
    description: article.excerpt,
    image: article.frontend_cover_image,
    entity: blogPostingJsonLd(site, article, url),
  })
}
