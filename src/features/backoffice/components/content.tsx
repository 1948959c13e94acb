import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AdminContentItem } from '~/contract/admin'
import { calendarDay } from '../format'
import { ActionNotice, PageHeader } from './shell'
import { CoverThumb, CoverUpload } from './content/cover-form'

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
            <CoverThumb cover={item.cover} />
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
              <CoverUpload
                hasCover={item.cover !== null}
                upload={(file) => upload(item.entity === 'event' ? 'events' : 'articles', item.id, file, '')}
                done={t`Portada de «${item.title}» actualizada.`}
                notify={setNotice}
                changed={changed}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
