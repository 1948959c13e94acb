import { Trans } from '@lingui/react/macro'
import { memo } from 'react'
import { PAGE_CODE_NOTICE_ID } from '../page-code'

/**
 * Rendered hidden on every page; the browser entry shows it while the page's code cannot be fetched and the server's
 * HTML is all there is (src/features/layout/page-code.ts), and hides it again before React hydrates.
 */
export const PageCodeNotice = memo(function PageCodeNotice() {
  return (
    <p id={PAGE_CODE_NOTICE_ID} className="unavailable unavailable--floating" role="status" hidden>
      <Trans>
        Sin conexión: esta página se puede leer, pero sus botones y formularios funcionarán cuando vuelva la conexión.
      </Trans>
    </p>
  )
})
