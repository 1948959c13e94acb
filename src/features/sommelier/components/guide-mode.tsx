import { Plural, useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { GUIDE_STEPS, type GuideStep } from '~/contract/sommelier'
import type { Locale } from '~/lib/locale'
import { guideCountQueryOptions, guideFiltersQueryOptions, sommelierWinesQueryOptions } from '../sommelier.queries'
import {
  EXACT_ACTIVE,
  RESULTS_STEP,
  answer,
  back,
  currentStep,
  guideQuery,
  restart,
  skip,
  stepKey,
  winesRequest,
  type SommelierSearch,
} from '../sommelier-search'
import { WineResults } from './wine-results'

/** docs/product.md, The shop and its people guided flow: four questions (tipo, estilo, cepa, aroma) with counts from /sommelier/filters. */
export function GuideMode({ search, locale }: { search: SommelierSearch; locale: Locale }) {
  const { t } = useLingui()
  const step = currentStep(search)
  const key = stepKey(step)
  const query = guideQuery(search)
  const { data: filters } = useSuspenseQuery(guideFiltersQueryOptions(locale, query))
  // The live count keeps the previous number while the next one loads (no flash of an empty count).
  const { data: count } = useQuery({ ...guideCountQueryOptions(query), placeholderData: (prev) => prev })
  const total = count?.total ?? filters.total
  const titles: Record<GuideStep, string> = {
    tipo: t`¿Qué tipo de vino te gustaría?`,
    estilo: t`¿Qué estilo prefieres?`,
    variedad: t`¿Alguna cepa favorita?`,
    aroma: t`¿Qué aroma principal buscas?`,
  }
  const stepNames: Record<GuideStep, string> = {
    tipo: t`Tipo`,
    estilo: t`Estilo`,
    variedad: t`Cepa`,
    aroma: t`Aroma`,
  }
  const answers = GUIDE_STEPS.map((k) => ({
    key: k,
    label: filters.facets.find((f) => f.key === k)?.options.find((o) => o.selected)?.label,
  }))

  return (
    <div className="somm-guide">
      <ol className="somm-steps" aria-label={t`Pasos`}>
        {GUIDE_STEPS.map((k, i) => (
          <li
            key={k}
            className={`somm-steps__item${i + 1 === step ? ' is-current' : ''}${i + 1 < step ? ' is-done' : ''}`}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span className="somm-steps__n">{i + 1}</span>
            <span className="somm-steps__name">{stepNames[k]}</span>
          </li>
        ))}
      </ol>

      <p className="somm-count" role="status" aria-live="polite">
        <Plural value={total} one="# vino" other="# vinos" />
      </p>

      {key ? (
        <section className="somm-question" aria-labelledby="somm-question-title">
          <p className="somm-question__step">{t`Paso ${step} de ${GUIDE_STEPS.length}`}</p>
          <h2 className="somm-subtitle" id="somm-question-title">
            {titles[key]}
          </h2>
          <ul className="somm-options">
            {filters.facets
              .find((f) => f.key === key)!
              .options.map((o) => (
                <li key={o.value}>
                  <Link
                    to="."
                    activeOptions={EXACT_ACTIVE}
                    search={answer(search, key, o.value) as never}
                    className="somm-option"
                    aria-current={o.selected ? 'true' : undefined}
                    resetScroll={false}
                  >
                    <span className="somm-option__label">{o.label}</span>
                    <span className="somm-option__count">
                      <Plural value={o.count} one="# vino" other="# vinos" />
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
          <div className="somm-nav">
            {step > 1 && <StepLink search={back(search)}>{t`Atrás`}</StepLink>}
            <StepLink search={skip(search)}>{t`Omitir`}</StepLink>
            <Link
              to="."
              activeOptions={EXACT_ACTIVE}
              search={{ ...search, paso: RESULTS_STEP, pagina: undefined } as never}
              className="button button--primary"
            >
              {t`Ver vinos`}
            </Link>
          </div>
        </section>
      ) : (
        <GuideResults search={search} locale={locale} answers={answers} stepNames={stepNames} />
      )}
    </div>
  )
}

function GuideResults({
  search,
  locale,
  answers,
  stepNames,
}: {
  search: SommelierSearch
  locale: Locale
  answers: { key: GuideStep; label: string | undefined }[]
  stepNames: Record<GuideStep, string>
}) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(sommelierWinesQueryOptions(locale, winesRequest(search)!))
  const chosen = answers.filter((a) => a.label)
  return (
    <section className="somm-results" aria-labelledby="somm-results-title">
      <h2 className="somm-subtitle" id="somm-results-title">
        {t`Tus vinos recomendados`}
      </h2>
      <p className="somm-reason">
        {chosen.length
          ? chosen.map((a) => `${stepNames[a.key]}: ${a.label}`).join(' · ')
          : t`Sin preferencias: te mostramos toda la cava en stock.`}
      </p>
      <div className="somm-nav">
        <StepLink search={back(search)}>{t`Cambiar respuestas`}</StepLink>
        <StepLink search={restart(search)}>{t`Empezar de nuevo`}</StepLink>
      </div>
      <WineResults result={data} search={search as Record<string, unknown>} headingId="somm-results-title" />
    </section>
  )
}

/** A plain button of the guide that moves it to another step, where the page stays scrolled as it is. */
function StepLink({ search, children }: { search: object; children: ReactNode }) {
  return (
    <Link
      to="."
      activeOptions={EXACT_ACTIVE}
      search={search as never}
      className="button button--ghost"
      resetScroll={false}
    >
      {children}
    </Link>
  )
}
