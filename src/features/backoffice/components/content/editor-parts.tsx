import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { Outcome } from '~/lib/outcome'
import { SubmitButton, focusFirstInvalid, setServerErrors } from '~/ui/form/form-kit'
import { errorsForFields } from '../../editor-kit'
import { ActionNotice, PageHeader } from '../shell'

// The pieces the content editors (events, articles, pages) share: what they do with the API's answer, the notice
// that another person saved first, the pair of language fieldsets and the bar with the save button.

export type Notice = { tone: 'ok' | 'error'; text: string } | null

export type Lang = 'es' | 'en'
export const LANGS = ['es', 'en'] as const

/**
 * What every editor does with the API's answer: a notice, the fields to fix (422: listed at the top of the form and
 * beside each field, the focus on the first), or an offer to reload (409).
 */
export function useSaveResult(fields: readonly string[]) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<Notice>(null)
  const [stale, setStale] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const handle = <T,>(result: Outcome<T>, formApi: Parameters<typeof setServerErrors>[0], done: string) => {
    if (result.ok) {
      setNotice({ tone: 'ok', text: done })
      setStale(false)
      setFieldErrors({})
      return true
    }
    const errors = result.status === 422 ? errorsForFields(result.fieldErrors, fields) : {}
    setFieldErrors(errors)
    // With fields to fix, the summary says it; the notice would only repeat "check the data".
    setNotice(Object.keys(errors).length ? null : { tone: 'error', text: result.message || t`No se pudo guardar.` })
    if (result.status === 409) setStale(true)
    if (result.status === 422) {
      setServerErrors(formApi, errors)
      focusFirstInvalid(formApi)
    }
    return false
  }
  return { notice, stale, fieldErrors, handle }
}

/**
 * The fields the API refused, listed above the form in the form's order, each a button that moves to its field: the
 * English half sits far down the page, so an error there must not go unseen.
 */
export function ErrorSummary({ errors, labels }: { errors: Record<string, string[]>; labels: Record<string, string> }) {
  const order = Object.keys(labels)
  const keys = Object.keys(errors).sort(
    (a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
  )
  if (keys.length === 0) return null
  return (
    <div className="bo-notice bo-notice--error bo-error-summary" role="alert">
      <p>
        <Trans>Revisa estos campos antes de guardar:</Trans>
      </p>
      <ul>
        {keys.map((key) => (
          <li key={key}>
            <button type="button" className="bo-link" onClick={() => document.getElementsByName(key)[0]?.focus()}>
              {labels[key] ?? key}
            </button>
            : {errors[key]!.join(' ')}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function StaleNotice({ stale, reload }: { stale: boolean; reload: () => void }) {
  return stale ? (
    <p className="bo-notice bo-notice--error">
      <Trans>Otra persona guardó cambios mientras editabas.</Trans>{' '}
      <button type="button" className="bo-link" onClick={reload}>
        <Trans>Cargar la versión actual</Trans>
      </button>
    </p>
  ) : null
}

/** What the page gives an event's or an article's editor: saving, after saving, reloading, and the cover's form. */
export interface EditorActions<T> {
  save: (body: Record<string, unknown>) => Promise<Outcome<T>>
  saved: (item: T) => void
  reload: () => void
  cover?: ReactNode
}

/**
 * An editor's heading: its title, the way back, other links (`children`), the storefront's page when there is one,
 * then the save's notice and the offer to reload.
 */
export function EditorHeader({
  title,
  back,
  storefront,
  notice,
  stale,
  reload,
  children,
}: {
  title: ReactNode
  back: ReactNode
  storefront: string | null
  notice: Notice
  stale: boolean
  reload: () => void
  children?: ReactNode
}) {
  return (
    <>
      <PageHeader title={title}>
        {back}
        {children}
        {storefront ? (
          <a href={storefront} target="_blank" rel="noreferrer" className="button button--ghost bo-small">
            <Trans>Ver en la tienda</Trans>
          </a>
        ) : null}
      </PageHeader>
      <ActionNotice notice={notice} />
      <StaleNotice stale={stale} reload={reload} />
    </>
  )
}

/** The note over an event's or an article's English texts. */
export function useEnglishHint() {
  const { t } = useLingui()
  return t`Opcional. Sin título en inglés, la tienda en inglés muestra el texto en español.`
}

/** How a body's text is written (the editor's hint). */
export function useBodyHint() {
  const { t } = useLingui()
  return t`«## » título, «### » subtítulo, «- » o «1. » lista, «> » cita, [texto](https://…) enlace, ![descripción](https://…) imagen. Una línea en blanco separa párrafos.`
}

/**
 * The labels of the text fields in both languages, for the error summary: `es.title` → "Título (español)", in the
 * order the form shows them.
 */
export function useTextLabels(fields: Record<string, string>): Record<string, string> {
  const { t } = useLingui()
  const out: Record<string, string> = {}
  for (const lang of LANGS) {
    const language = lang === 'es' ? t`español` : t`inglés`
    for (const [key, label] of Object.entries(fields)) out[`${lang}.${key}`] = `${label} (${language})`
  }
  return out
}

/**
 * The Spanish and the English fieldset of an editor: the same fields, each under its language. `hints` says under a
 * legend what that half needs (the English one is optional in events and articles).
 */
export function BilingualFieldsets({
  legends,
  hints,
  children,
}: {
  legends: Record<Lang, string>
  hints?: Partial<Record<Lang, string>>
  children: (lang: Lang) => ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <>
      {LANGS.map((lang) => (
        <fieldset key={lang} className="bo-panel bo-editor__section" lang={lang}>
          <legend>{legends[lang]}</legend>
          {hints?.[lang] ? (
            <p className="bo-sub" lang={i18n.locale}>
              {hints[lang]}
            </p>
          ) : null}
          <div className="bo-editor__grid bo-editor__grid--texts">{children(lang)}</div>
        </fieldset>
      ))}
    </>
  )
}

/** The bar at the foot of an editor: its submit button, busy while saving. */
export function SaveBar({ children }: { children: ReactNode }) {
  return (
    <div className="bo-editor__actions">
      <SubmitButton pending={<Trans>Guardando…</Trans>}>{children}</SubmitButton>
    </div>
  )
}
