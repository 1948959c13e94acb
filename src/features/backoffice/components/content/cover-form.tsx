import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ActionNotice } from '../shell'
import type { Notice } from './editor-parts'

type Cover = { src: string; width: number; height: number } | null
type Upload = (file: File) => Promise<{ ok: boolean; message: string | null }>

/** The cover photo of an event or article: a new one replaces the old (the API checks the file). */
export function CoverForm({ cover, upload, changed }: { cover: Cover; upload: Upload; changed: () => void }) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<Notice>(null)
  return (
    <section className="bo-panel bo-cover" aria-label={t`Portada`}>
      <CoverThumb cover={cover} />
      <CoverUpload
        hasCover={cover !== null}
        upload={upload}
        done={t`Portada actualizada.`}
        notify={setNotice}
        changed={changed}
      />
      <ActionNotice notice={notice} />
    </section>
  )
}

/** The cover as it is, or a note that the page shows its drawing. */
export function CoverThumb({ cover }: { cover: Cover }) {
  const { t } = useLingui()
  return (
    <div className="bo-cover__thumb">
      {cover ? (
        <img src={cover.src} alt="" width={cover.width} height={cover.height} loading="lazy" />
      ) : (
        <span className="bo-sub">{t`Sin foto (se muestra el dibujo)`}</span>
      )}
    </div>
  )
}

/** The file field that uploads a new cover: `notify` gets the outcome (`done` when it worked), then `changed` runs. */
export function CoverUpload({
  hasCover,
  upload,
  done,
  notify,
  changed,
}: {
  hasCover: boolean
  upload: Upload
  done: string
  notify: (notice: Notice) => void
  changed: () => void
}) {
  const { t } = useLingui()
  return (
    <form
      className="bo-cover__form"
      onSubmit={async (e) => {
        e.preventDefault()
        const form = e.currentTarget
        const file = (form.elements.namedItem('photo') as HTMLInputElement).files?.[0]
        if (!file) return
        const result = await upload(file)
        notify(
          result.ok
            ? { tone: 'ok', text: done }
            : { tone: 'error', text: result.message ?? t`No pudimos subir la foto. Intenta de nuevo.` },
        )
        form.reset()
        changed()
      }}
    >
      <label className="bo-form-field">
        <span>{hasCover ? t`Cambiar portada` : t`Subir portada`}</span>
        <input name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
      </label>
      <button type="submit" className="button button--ghost bo-small">
        <Trans>Subir</Trans>
      </button>
    </form>
  )
}
