import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminContentItem } from '~/contract/admin'
import { calendarDay } from '../format'
import { ActionNotice, PageHeader } from './shell'

type Upload = (
  entity: 'events' | 'articles',
  id: number,
  file: File,
  alt: string,
) => Promise<{ ok: boolean; message: string | null }>

// Covers of events and blog articles: a photograph replaces the drawing the page shows without one.
export function ContentPage({
  items,
  upload,
  changed,
}: {
  items: AdminContentItem[]
  upload: Upload
  changed: () => void
}) {
  const { t, i18n } = useLingui()
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  return (
    <>
      <PageHeader title={t`Portadas de eventos y blog`} />
      <ActionNotice notice={notice} />
      <ul className="bo-covers">
        {items.map((item) => (
          <li key={`${item.entity}:${item.id}`} className="bo-panel bo-cover">
            <div className="bo-cover__thumb">
              {item.cover ? (
                <img src={item.cover.src} alt="" width={item.cover.width} height={item.cover.height} loading="lazy" />
              ) : (
                <span className="bo-sub">{t`Sin foto (se muestra el dibujo)`}</span>
              )}
            </div>
            <div>
              <p className="bo-sub">
                {item.entity === 'event' ? t`Evento` : t`Artículo`} · {calendarDay(item.date, i18n.locale)}
              </p>
              <h2>
                <a
                  className="bo-strong-link"
                  href={item.entity === 'event' ? `/eventos/${item.slug}` : `/blog/${item.slug}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {item.title}
                </a>
              </h2>
              <form
                className="bo-cover__form"
                onSubmit={async (e) => {
                  e.preventDefault()
                  const form = e.currentTarget
                  const file = (form.elements.namedItem('photo') as HTMLInputElement).files?.[0]
                  if (!file) return
                  const result = await upload(item.entity === 'event' ? 'events' : 'articles', item.id, file, '')
                  setNotice(
                    result.ok
                      ? { tone: 'ok', text: t`Portada de «${item.title}» actualizada.` }
                      : { tone: 'error', text: result.message ?? t`No pudimos subir la foto. Intenta de nuevo.` },
                  )
                  form.reset()
                  changed()
                }}
              >
                <label className="bo-form-field">
                  <span>{item.cover ? t`Cambiar portada` : t`Subir portada`}</span>
                  <input name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
                </label>
                <button type="submit" className="button button--ghost bo-small">
                  <Trans>Subir</Trans>
                </button>
              </form>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
