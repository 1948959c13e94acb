import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { isLocale } from '~/lib/locale'
import { ContentLink } from '~/ui/content-link'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import { Icon } from '~/ui/icons'
import type { IndexGroup, IndexSection, IndexSectionId, IndexTile } from '../all-categories'
import { allCategoriesQueryOptions } from '../catalog.queries'

// /productos, "Todas las categorías": every list of the shop as tiles with counts, each tile a link to
// the list filtered by its value (the list pages' own URL params, so the filter panel shows it selected).

function useNames() {
  const { t } = useLingui()
  const sections: Record<IndexSectionId, string> = {
    wines: t`Vinos`,
    alcohols: t`Destilados y licores`,
    boxes: t`Cajas de regalo`,
    gourmet: t`Gourmet`,
    offers: t`Ofertas`,
    categories: t`Nuestras selecciones`,
  }
  const groups: Record<NonNullable<IndexGroup['id']>, string> = {
    'by-type': t`Por tipo`,
    'by-origin': t`Por origen`,
    'french-cheeses': t`Quesos franceses`,
  }
  const tiles: Record<string, string> = {
    'origin-chile': t`Vinos chilenos`,
    'origin-francia': t`Vinos franceses`,
    'origin-world': t`Vinos del mundo`,
    'offers-w': t`Vinos en oferta`,
    'offers-a': t`Destilados en oferta`,
    'offers-b': t`Cajas en oferta`,
    'offers-g': t`Gourmet en oferta`,
  }
  return { sections, groups, tiles }
}

function Tile({ tile, label }: { tile: IndexTile; label: string }) {
  return (
    <li>
      <ContentLink href={tile.href} className="index-tile">
        <span className="index-tile__label">{label}</span>{' '}
        <span className="index-tile__count">
          <Plural value={tile.count} one="# producto" other="# productos" />
        </span>
        <Icon name="arrow" size={16} className="index-tile__arrow" />
      </ContentLink>
    </li>
  )
}

function Section({ section, names }: { section: IndexSection; names: ReturnType<typeof useNames> }) {
  const headingId = `todas-${section.id}`
  return (
    <section className="index-section" aria-labelledby={headingId}>
      <div className="index-section__head">
        <h2 id={headingId} className="index-section__title">
          {names.sections[section.id]}
        </h2>
        {section.href ? (
          <ContentLink href={section.href} className="index-section__all">
            <Trans>
              Ver todo <span className="index-section__total">({section.total})</span>
            </Trans>
            <span className="visually-hidden">: {names.sections[section.id]}</span>
          </ContentLink>
        ) : null}
      </div>
      {section.groups.map((group) => (
        <div key={group.id ?? 'all'} className="index-group">
          {group.id ? (
            <h3 className="index-group__title">
              {group.href ? (
                <ContentLink href={group.href}>
                  {names.groups[group.id]} <span className="index-section__total">({group.count})</span>
                </ContentLink>
              ) : (
                names.groups[group.id]
              )}
            </h3>
          ) : null}
          <ul className="index-tiles" aria-label={group.id ? names.groups[group.id] : names.sections[section.id]}>
            {group.tiles.map((tile) => (
              <Tile key={tile.id} tile={tile} label={tile.label ?? names.tiles[tile.id] ?? tile.id} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

export function AllCategoriesPage({
  title,
  description,
  crumbs,
}: {
  title: string
  description: string
  crumbs: Crumb[]
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const { data: sections } = useSuspenseQuery(allCategoriesQueryOptions(locale))
  const names = useNames()
  return (
    <main id="contenido" className="catalog all-categories container">
      <Breadcrumbs items={crumbs} />
      <header className="catalog__header">
        <h1 className="catalog__title">{title}</h1>
        <p className="catalog__intro">{description}</p>
      </header>
      <nav className="all-categories__jump" aria-label={t`Secciones`}>
        {sections.map((s) => (
          <a key={s.id} href={`#todas-${s.id}`}>
            {names.sections[s.id]}
          </a>
        ))}
      </nav>
      {sections.map((section) => (
        <Section key={section.id} section={section} names={names} />
      ))}
    </main>
  )
}
