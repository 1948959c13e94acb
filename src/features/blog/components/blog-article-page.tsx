import { Link } from '@tanstack/react-router'
import { Photo } from '~/ui/photo'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { isLocale } from '~/lib/locale'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { Icon } from '~/ui/icons'
import { RichBlocks } from '~/ui/rich-blocks'
import { blogArticleQueryOptions } from '../blog.queries'
import { formatPublished, isoDate } from '../blog-format'
import { BlogCard } from './blog-card'
import { DownloadBox } from './download-box'
import { RecommendedProducts } from './recommended-products'

/** docs/product.md, Pages /blog/{article}: the article, its download, recommended wines and more reading. */
export function BlogArticlePage({ slug, crumbs }: { slug: string; crumbs: Crumb[] }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: article } = useSuspenseQuery(blogArticleQueryOptions(locale, slug))
  const minutes = article.reading_minutes
  return (
    <main id="contenido" className="blog-article container">
      <Breadcrumbs items={crumbs} />
      <article className="blog-article__main" aria-labelledby="article-title">
        <header className="blog-article__header">
          <Link to="/blog" search={{ categoria: article.category.slug }} className="eyebrow blog-article__category">
            {article.category.name}
          </Link>
          <h1 id="article-title" className="blog-article__title" lang={article.text_lang}>
            {article.title}
          </h1>
          <p className="blog-article__excerpt" lang={article.text_lang}>
            {article.excerpt}
          </p>
          <p className="blog-article__byline">
            <span>{t`Por ${article.author}`}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={isoDate(article.published_at)}>{formatPublished(article.published_at, locale)}</time>
            <span aria-hidden="true">·</span>
            <span>
              <Icon name="clock" size={16} aria-hidden="true" /> {t`${minutes} min de lectura`}
            </span>
          </p>
        </header>
        {article.cover_photo ? (
          <Photo
            className="blog-article__cover"
            photo={article.cover_photo}
            alt=""
            sizes="(max-width: 1240px) 100vw, 1240px"
            priority
          />
        ) : (
          <img
            className="blog-article__cover"
            src={article.frontend_cover_image ?? article.frontend_image ?? ''}
            alt=""
            width={1600}
            height={720}
            fetchPriority="high"
          />
        )}
        <div className="blog-article__layout">
          <div className="blog-article__content">
            <RichBlocks className="article-body" blocks={article.blocks} lang={article.text_lang} />
            {article.download && <DownloadBox download={article.download} />}
            {article.tags.length > 0 && (
              <ul className="blog-tags" aria-label={t`Etiquetas`}>
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link to="/blog" search={{ etiqueta: tag }} className="blog-tag">
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <RecommendedProducts products={article.products} />
        </div>
      </article>
      {(article.previous || article.next) && (
        <nav className="blog-neighbours" aria-label={t`Más artículos`}>
          {article.previous ? (
            <Link to="/blog/$article" params={{ article: article.previous.slug }} className="blog-neighbour" rel="prev">
              <span className="blog-neighbour__dir">‹ {t`Anterior`}</span>
              <span className="blog-neighbour__title">{article.previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {article.next && (
            <Link
              to="/blog/$article"
              params={{ article: article.next.slug }}
              className="blog-neighbour blog-neighbour--next"
              rel="next"
            >
              <span className="blog-neighbour__dir">{t`Siguiente`} ›</span>
              <span className="blog-neighbour__title">{article.next.title}</span>
            </Link>
          )}
        </nav>
      )}
      {article.related.length > 0 && (
        <section className="blog-related" aria-labelledby="blog-related-title">
          <h2 id="blog-related-title" className="blog-section-title">{t`También te puede interesar`}</h2>
          <div className="blog-grid blog-grid--related">
            {article.related.map((r) => (
              <BlogCard key={r.id} article={r} />
            ))}
          </div>
        </section>
      )}
    </main>
  )
}
