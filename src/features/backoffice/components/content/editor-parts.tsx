import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { Outcome } from '~/lib/outcome'
import { SubmitButton, setServerErrors } from '~/ui/form/form-kit'
import { errorsForFields } from '../../editor-kit'

// The pieces the content editors (events, articles, pages) share: what they do with the API's answer, the notice
// that another person saved first, the pair of language fieldsets and the bar with the save button.

export type Notice = { tone: 'ok' | 'error'; text: string } | null

export type Lang = 'es' | 'en'
export const LANGS = ['es', 'en'] as const

/** What every editor does with the API's answer: a notice, the fields to fix (422), or an offer to reload (409). */
export function useSaveResult(fields: readonly string[]) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<Notice>(null)
  const [stale, setStale] = useState(false)
  const handle = <T,>(result: Outcome<T>, formApi: Parameters<typeof setServerErrors>[0], done: string) => {
    if (result.ok) {
      setNotice({ tone: 'ok', text: done })
      setStale(false)
      return true
    }
    setNotice({ tone: 'error', text: result.message || t`No se pudo guardar.` })
    if (result.status === 409) setStale(true)
    if (result.status === 422) setServerErrors(formApi, errorsForFields(result.fieldErrors, fields))
    return false
  }
  return { notice, stale, handle }
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

/** How a body's text is written (the editor's hint). */
export function useBodyHint() {
  const { t } = useLingui()
  return t`«## » título, «### » subtítulo, «- » o «1. » lista, «> » cita, [texto](https://…) enlace, ![descripción](https://…) imagen. Una línea en blanco separa párrafos.`
}

/** The Spanish and the English fieldset of an editor: the same fields, each under its language. */
export function BilingualFieldsets({
  legends,
  children,
}: {
  legends: Record<Lang, string>
  children: (lang: Lang) => ReactNode
}) {
  return (
    <>
      {LANGS.map((lang) => (
        <fieldset key={lang} className="bo-panel bo-editor__section" lang={lang}>
          <legend>{legends[lang]}</legend>
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
