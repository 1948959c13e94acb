import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AdminContentRow } from '~/contract/admin-catalogue'
import { calendarDay } from '../../format'
import { PageHeader, StatusBadge } from '../shell'

/** Events or articles, newest first, each opening its editor. */
export function ContentList({ kind, rows }: { kind: 'event' | 'article'; rows: AdminContentRow[] }) {
  const { t, i18n } = useLingui()
  const statusLabel: Record<string, string> = {
    draft: t`Borrador`,
    published: t`Publicado`,
    cancelled: t`Cancelado`,
  }
  return (
    <>
      <PageHeader title={kind === 'event' ? t`Eventos` : t`Artículos del blog`}>
        {kind === 'event' ? (
          <Link to="/gestion/eventos/nuevo" className="button button--primary bo-small">
            <Trans>Nuevo evento</Trans>
          </Link>
        ) : (
          <Link to="/gestion/articulos/nuevo" className="button button--primary bo-small">
            <Trans>Nuevo artículo</Trans>
          </Link>
        )}
      </PageHeader>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t`Portada`}</span>
              </th>
              <th scope="col">{t`Título`}</th>
              <th scope="col">{kind === 'event' ? t`Fecha` : t`Publicación`}</th>
              <th scope="col">{t`Estado`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="bo-thumb">
                  {row.cover ? (
                    <img src={row.cover.src} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="bo-thumb__none" aria-hidden="true" />
                  )}
                </td>
                <td>
                  {kind === 'event' ? (
                    <Link to="/gestion/eventos/$id" params={{ id: String(row.id) }} className="bo-strong-link">
                      {row.title}
                    </Link>
                  ) : (
                    <Link to="/gestion/articulos/$id" params={{ id: String(row.id) }} className="bo-strong-link">
                      {row.title}
                    </Link>
                  )}
                  <span className="bo-sub bo-mono">{row.slug}</span>
                </td>
                <td>{calendarDay(row.date, i18n.locale)}</td>
                <td>
                  <StatusBadge tone={row.status === 'published' ? 'done' : row.status === 'draft' ? 'wait' : 'bad'}>
                    {statusLabel[row.status] ?? row.status}
                  </StatusBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
