import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { isLocale } from '~/lib/locale'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { Icon } from '~/ui/icons'
import { Pagination } from '~/ui/pagination'
import { blogFiltersQueryOptions, blogListQueryOptions } from '../blog.queries'
import { splitLead } from '../blog-format'
import type { BlogHero } from '../blog-route'
import { listRequestFor, type BlogSearch } from '../blog-search'
import { BlogCard } from './blog-card'
import { CategoryChips } from './category-chips'

/** docs/product.md, Pages /blog: intro from GET /pages/blog, category chips, a lead article on page 1, cards, pagination. */
export function BlogIndexPage({ search, hero, crumbs }: { search: BlogSearch; hero: BlogHero; crumbs: Crumb[] }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: list } = useSuspenseQuery(blogListQueryOptions(locale, listRequestFor(search)))
  const { data: filters } = useSuspenseQuery(blogFiltersQueryOptions(locale, search.categoria))
  const category = filters.categories.find((c) => c.slug === search.categoria)
  const showLead = list.current_page === 1 && !search.etiqueta
  const { lead, rest } = showLead ? splitLead(list.data) : { lead: null, rest: list.data }
  const tag = search.etiqueta
  return (
    <main id="contenido" className="blog container">
      <Breadcrumbs items={crumbs} />
      <header className="blog-hero">
        <div className="blog-hero__text">
          <p className="eyebrow">{t`Revista`}</p>
          <h1 className="blog-hero__title">{category ? category.name : hero.title}</h1>
          {hero.intro && <p className="blog-hero__intro">{hero.intro}</p>}
        </div>
        {hero.image && <img className="blog-hero__image" src={hero.image} alt="" width={320} height={200} />}
      </header>
      <CategoryChips filters={filters} current={search.categoria} />
      {tag && (
        <p className="blog-tag-filter">
          {t`Artículos con la etiqueta`} <strong>#{tag}</strong>{' '}
          <Link to="/blog" search={{ categoria: search.categoria }}>
            {t`Quitar`}
          </Link>
        </p>
      )}
      <p className="blog__count" role="status">
        {list.total > 0 ? t`${list.from} - ${list.to} de ${list.total} resultados` : t`0 resultados`}
      </p>
      {list.data.length > 0 ? (
        <section className="blog-grid" aria-label={t`Artículos`}>
          {lead && <BlogCard article={lead} lead priority />}
          {rest.map((article, i) => (
            <BlogCard key={article.id} article={article} priority={!lead && i < 3} />
          ))}
        </section>
      ) : (
        <div className="blog__empty">
          <Icon name="book" size={40} />
          <h2>{t`No encontramos artículos`}</h2>
          <p>{list.total > 0 ? t`Esta página no tiene artículos.` : t`Prueba con otra categoría.`}</p>
          <Link to="/blog" className="button button--primary">
            {t`Ver todos los artículos`}
          </Link>
        </div>
      )}
      <Pagination current={list.current_page} last={list.last_page} search={search} />
    </main>
  )
}
