import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { BlogCard as Card } from '~/contract/blog'
import { isLocale } from '~/lib/locale'
import { Icon } from '~/ui/icons'
import { formatPublished, isoDate } from '../blog-format'

/**
 * A blog card: cover, category, date, reading time, title, excerpt and the docs/product.md, Pages see-more button.
 * `lead` is the large featured card that opens page 1.
 */
export function BlogCard({
  article,
  lead = false,
  priority = false,
}: {
  article: Card
  lead?: boolean
  priority?: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const to = { to: '/blog/$article', params: { article: article.slug } } as const
  const titleId = `blog-card-${article.id}`
  const minutes = article.reading_minutes
  return (
    <article className={`card blog-card${lead ? ' blog-card--lead' : ''}`} aria-labelledby={titleId}>
      <Link {...to} className="card__media blog-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={article.frontend_image ?? ''}
          alt=""
          width={800}
          height={560}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {lead && article.featured && <span className="blog-card__badge">{t`Destacado`}</span>}
      </Link>
      <div className="card__body blog-card__body">
        <p className="blog-card__meta">
          <Link to="/blog" search={{ categoria: article.category.slug }} className="blog-card__category">
            {article.category.name}
          </Link>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDate(article.published_at)}>{formatPublished(article.published_at, locale)}</time>
        </p>
        {lead ? (
          <h2 className="card__title blog-card__title" id={titleId}>
            <Link {...to} lang={article.text_lang}>
              {article.title}
            </Link>
          </h2>
        ) : (
          <h3 className="card__title blog-card__title" id={titleId}>
            <Link {...to} lang={article.text_lang}>
              {article.title}
            </Link>
          </h3>
        )}
        <p className="card__excerpt blog-card__excerpt" lang={article.text_lang}>
          {article.excerpt}
        </p>
        <div className="card__footer blog-card__footer">
          <span className="blog-card__time">
            <Icon name="clock" size={16} aria-hidden="true" /> {t`${minutes} min de lectura`}
          </span>
          <Link {...to} className="button button--ghost blog-card__more" aria-describedby={titleId}>
            {t`Ver más`}
          </Link>
        </div>
      </div>
    </article>
  )
}
