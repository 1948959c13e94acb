import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Locale } from '~/lib/locale'
import { setLocale } from '../layout.functions'

/** docs/product.md, How things behave: the language switch stores the locale cookie and reloads; the whole page and its content follow. */
export function LanguageSwitch({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const choose = async (next: Locale) => {
    if (next === locale || busy) return
    setBusy(true)
    try {
      await setLocale({ data: { locale: next } })
    } finally {
      window.location.reload()
    }
  }
  return (
    <div className={`lang-switch ${className ?? ''}`} role="group" aria-label={t`Idioma`}>
      <button type="button" lang="es" aria-pressed={locale === 'es'} aria-label="Español" onClick={() => choose('es')}>
        Es
      </button>
      <span aria-hidden="true">/</span>
      <button type="button" lang="en" aria-pressed={locale === 'en'} aria-label="English" onClick={() => choose('en')}>
        En
      </button>
    </div>
  )
}
