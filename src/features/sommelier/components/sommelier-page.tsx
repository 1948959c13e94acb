import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isLocale } from '~/lib/locale'
import { Breadcrumbs, type Crumb } from '~/ui/breadcrumbs'
import type { SommelierHero } from '../sommelier-route'
import { EXACT_ACTIVE, modeOf, withMode, type SommelierSearch } from '../sommelier-search'
import { DishMode } from './dish-mode'
import { GuideMode } from './guide-mode'

/** docs/product.md, Pages /sommelier-virtual: intro from GET /pages/sommelier and two modes as tabs (by dish, guided). */
export function SommelierPage({
  search,
  hero,
  crumbs,
}: {
  search: SommelierSearch
  hero: SommelierHero
  crumbs: Crumb[]
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const mode = modeOf(search)
  const tabs = [
    { mode: 'plato' as const, id: 'somm-tab-plato', label: t`Por plato` },
    { mode: 'guia' as const, id: 'somm-tab-guia', label: t`Guíame` },
  ]
  return (
    <main id="contenido" className="sommelier container">
      <Breadcrumbs items={crumbs} />
      <header className="somm-hero">
        <div className="somm-hero__text">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 className="somm-hero__title">{t`¿Qué vino abrimos hoy?`}</h1>
          {hero.intro && <p className="somm-hero__intro">{hero.intro}</p>}
        </div>
        {hero.image && <img className="somm-hero__image" src={hero.image} alt="" width={280} height={180} />}
      </header>

      {/* Tabs are links: each mode has its own URL (shareable, reload-safe). */}
      <div className="somm-tabs" role="tablist" aria-label={t`Modo del sommelier`}>
        {tabs.map((tab) => (
          <Link
            key={tab.mode}
            id={tab.id}
            role="tab"
            aria-selected={mode === tab.mode}
            aria-controls="somm-panel"
            to="."
            activeOptions={EXACT_ACTIVE}
            search={withMode(search, tab.mode) as never}
            className="somm-tab"
            resetScroll={false}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <div className="somm-panel" id="somm-panel" role="tabpanel" aria-labelledby={`somm-tab-${mode}`}>
        {mode === 'plato' ? (
          <DishMode search={search} locale={locale} />
        ) : (
          <GuideMode search={search} locale={locale} />
        )}
      </div>
    </main>
  )
}
