import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** The screen-only bar above a printable sheet: the way back and the print button (the print stylesheet hides it). */
export function PrintBar({ back, label, children }: { back: ReactNode; label: string; children?: ReactNode }) {
  return (
    <div className="bo-print-bar">
      <p className="bo-back">{back}</p>
      {children}
      <button type="button" className="button button--primary" aria-label={label} onClick={() => window.print()}>
        <Trans>Imprimir</Trans>
      </button>
    </div>
  )
}
