import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Paged } from '~/contract/paging'
import { plainValues } from '../search-params'
import { Pager } from './shell'

/**
 * A server-paged list of the back-office: the table in its scroll container and the pager under it, which puts the
 * page in the URL beside the list's filters. `head` is the header row; `children` renders one page's rows.
 */
export function PagedTable<Row>({
  page,
  head,
  label,
  className = 'bo-table',
  children,
}: {
  page: Paged<Row>
  head: ReactNode
  label?: string
  className?: string
  children: (row: Row) => ReactNode
}) {
  const navigate = useNavigate()
  return (
    <>
      <div className="bo-table-wrap">
        <table className={className} aria-label={label}>
          <thead>{head}</thead>
          <tbody>{page.data.map(children)}</tbody>
        </table>
      </div>
      <Pager
        current={page.current_page}
        last={page.last_page}
        onPage={(p) =>
          void navigate({
            to: '.',
            search: (prev: Record<string, unknown>) => plainValues({ ...prev, page: p }),
          } as Parameters<typeof navigate>[0])
        }
      />
    </>
  )
}
