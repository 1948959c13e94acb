import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ActionNotice } from '../shell'
import type { Notice } from './editor-parts'

/** The cover photo of an event or article: a new one replaces the old (the API checks the file). */
export function CoverForm({
  cover,
  upload,
  changed,
}: {
  cover: { src: string; width: number; height: number } | null
  upload: (file: File) => Promise<{ ok: boolean; message: string | null }>
  changed: () => void
}) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<Notice>(null)
  return (
    <section className="bo-panel bo-cover" aria-label={t`Portada`}>
      <div className="bo-cover__thumb">
        {cover ? (
          <img src={cover.src} alt="" width={cover.width} height={cover.height} loading="lazy" />
        ) : (
          <span className="bo-sub">{t`Sin foto (se muestra el dibujo)`}</span>
        )}
      </div>
      <form
        className="bo-cover__form"
        onSubmit={async (e) => {
          e.preventDefault()
          const form = e.currentTarget
          const file = (form.elements.namedItem('photo') as HTMLInputElement).files?.[0]
          if (!file) return
          const result = await upload(file)
          setNotice(
            result.ok
              ? { tone: 'ok', text: t`Portada actualizada.` }
              : { tone: 'error', text: result.message ?? t`No pudimos subir la foto. Intenta de nuevo.` },
          )
          form.reset()
          changed()
        }}
      >
        <label className="bo-form-field">
          <span>{cover ? t`Cambiar portada` : t`Subir portada`}</span>
          <input name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
        </label>
        <button type="submit" className="button button--ghost bo-small">
          <Trans>Subir</Trans>
        </button>
      </form>
      <ActionNotice notice={notice} />
    </section>
  )
}
