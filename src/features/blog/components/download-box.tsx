import { useLingui } from '@lingui/react/macro'
import type { BlogDownload } from '~/contract/blog'
import { isLocale } from '~/lib/locale'
import { Icon } from '~/ui/icons'
import { formatBytes } from '../blog-format'

/** docs/product.md, Pages "downloadable content exists": the file's title, "PDF · 7 KB" and a real download link. */
export function DownloadBox({ download }: { download: BlogDownload }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'es'
  const extension = (/\.([a-z0-9]+)$/i.exec(download.url)?.[1] ?? 'pdf').toUpperCase()
  const size = formatBytes(download.bytes, locale)
  return (
    <aside className="download-box" aria-labelledby="download-title">
      <span className="download-box__icon" aria-hidden="true">
        <Icon name="book" size={28} />
      </span>
      <div className="download-box__text">
        <p className="eyebrow">{t`Material descargable`}</p>
        <h2 id="download-title" className="download-box__title">
          {download.title}
        </h2>
        <p className="download-box__meta">
          {extension}
          {size ? ` · ${size}` : ''}
        </p>
      </div>
      <a className="button button--primary download-box__button" href={download.url} download>
        <Icon name="arrow" size={18} aria-hidden="true" /> {t`Descargar`}
      </a>
    </aside>
  )
}
