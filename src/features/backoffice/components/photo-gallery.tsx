import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminProduct } from '~/contract/admin-catalogue'
import type { Outcome } from '~/lib/outcome'

export interface GalleryActions {
  upload: (file: File, alt: string) => Promise<{ ok: boolean; message: string | null }>
  order: (ids: number[]) => Promise<Outcome<unknown>>
  alt: (photo: number, alt: string, altEn: string) => Promise<Outcome<unknown>>
  remove: (photo: number) => Promise<Outcome<unknown>>
  changed: () => void
}

// A product's photos: upload (the API checks the bytes and the size), order, cover (the first one), the alt text
// in Spanish and English, delete. Each change is saved at once and audited.
export function PhotoGallery({ product, actions }: { product: AdminProduct; actions: GalleryActions }) {
  const { t } = useLingui()
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const photos = product.photos
  const run = async (work: () => Promise<{ ok: boolean; message?: string | null }>, done: string) => {
    setBusy(true)
    try {
      const result = await work()
      setNotice(
        result.ok ? { tone: 'ok', text: done } : { tone: 'error', text: result.message || t`No se pudo guardar.` },
      )
      actions.changed()
    } finally {
      setBusy(false)
    }
  }
  const move = (from: number, to: number) => {
    const ids = photos.map((p) => p.id)
    const [id] = ids.splice(from, 1)
    ids.splice(to, 0, id!)
    return run(() => actions.order(ids), to === 0 ? t`Portada cambiada.` : t`Orden guardado.`)
  }
  return (
    <section className="bo-panel bo-gallery" aria-labelledby="bo-gallery-title">
      <h2 id="bo-gallery-title">{t`Fotos`}</h2>
      <div aria-live="polite">
        {notice ? <p className={`bo-notice bo-notice--${notice.tone}`}>{notice.text}</p> : null}
      </div>
      {photos.length === 0 ? (
        <p className="bo-sub">{t`Sin fotos: la tienda muestra el dibujo del producto.`}</p>
      ) : (
        <ol className="bo-gallery__list">
          {photos.map((photo, i) => (
            <li key={photo.id} className="bo-gallery__item">
              <img src={photo.src} alt="" width={photo.width} height={photo.height} loading="lazy" />
              <p className="bo-sub">
                {i === 0 ? <strong>{t`Portada`}</strong> : t`Foto ${i + 1}`} · {photo.width}×{photo.height}
              </p>
              <form
                className="bo-gallery__alt"
                onSubmit={(e) => {
                  e.preventDefault()
                  const data = new FormData(e.currentTarget)
                  void run(
                    () => actions.alt(photo.id, String(data.get('alt') ?? ''), String(data.get('alt_en') ?? '')),
                    t`Texto alternativo guardado.`,
                  )
                }}
              >
                <label className="bo-form-field">
                  <span>{t`Texto alternativo (español)`}</span>
                  <input name="alt" defaultValue={photo.alt} maxLength={160} />
                </label>
                <label className="bo-form-field">
                  <span>{t`Texto alternativo (inglés)`}</span>
                  <input name="alt_en" defaultValue={photo.alt_en} maxLength={160} />
                </label>
                <button type="submit" className="button button--ghost bo-small" disabled={busy}>
                  <Trans>Guardar texto</Trans>
                </button>
              </form>
              <div className="bo-gallery__buttons">
                {i > 0 ? (
                  <button type="button" className="bo-link" disabled={busy} onClick={() => void move(i, 0)}>
                    <Trans>Usar como portada</Trans>
                  </button>
                ) : null}
                {i > 0 ? (
                  <button
                    type="button"
                    className="bo-link"
                    disabled={busy}
                    onClick={() => void move(i, i - 1)}
                    aria-label={t`Mover la foto ${i + 1} antes`}
                  >
                    <Trans>Antes</Trans>
                  </button>
                ) : null}
                {i < photos.length - 1 ? (
                  <button
                    type="button"
                    className="bo-link"
                    disabled={busy}
                    onClick={() => void move(i, i + 1)}
                    aria-label={t`Mover la foto ${i + 1} después`}
                  >
                    <Trans>Después</Trans>
                  </button>
                ) : null}
                <button
                  type="button"
                  className="bo-link bo-link--danger"
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm(t`¿Eliminar esta foto? No se puede deshacer.`)) {
                      void run(() => actions.remove(photo.id), t`Foto eliminada.`)
                    }
                  }}
                >
                  <Trans>Eliminar</Trans>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form
        className="bo-gallery__upload"
        onSubmit={(e) => {
          e.preventDefault()
          const form = e.currentTarget
          const file = (form.elements.namedItem('photo') as HTMLInputElement).files?.[0]
          const alt = (form.elements.namedItem('alt') as HTMLInputElement).value
          if (!file) return
          void run(() => actions.upload(file, alt), t`Foto agregada.`).then(() => form.reset())
        }}
      >
        <label className="bo-form-field">
          <span>{t`Agregar foto (JPEG, PNG, WebP o AVIF, hasta 10 MB)`}</span>
          <input name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
        </label>
        <label className="bo-form-field">
          <span>{t`Texto alternativo (español)`}</span>
          <input name="alt" maxLength={160} />
        </label>
        <button type="submit" className="button button--primary bo-small" disabled={busy}>
          <Trans>Subir foto</Trans>
        </button>
      </form>
    </section>
  )
}
