import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A printed sheet's heading: the shop's name, the sheet's title, and what goes under it. */
export function SheetTitle({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <p className="bo-sheet__brand">Vinoteca Andes</p>
      <h1>{title}</h1>
      {children}
    </div>
  )
}

/**
 * The lines a person ticks off by hand (the box's contents, the shelf's picks): a box to tick, the units, the
 * product and its SKU, and an optional last column (`extra`) for what else a line needs.
 */
export function ChecklistTable<T extends { sku: string; qty: number; name: string }>({
  caption,
  checkLabel,
  lines,
  extra,
}: {
  caption: ReactNode
  checkLabel: string
  lines: T[]
  extra?: { header: string; className: string; cell: (line: T) => ReactNode }
}) {
  const { t } = useLingui()
  return (
    <table className="bo-sheet__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="bo-sheet__check">
            <span className="visually-hidden">{checkLabel}</span>
          </th>
          <th scope="col" className="bo-sheet__qty">
            {t`Cant.`}
          </th>
          <th scope="col">{t`Producto`}</th>
          <th scope="col">SKU</th>
          {extra ? <th scope="col">{extra.header}</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.sku}>
            <td className="bo-sheet__check">
              <span className="bo-sheet__box" aria-hidden="true" />
            </td>
            <td className="bo-sheet__qty">{line.qty}</td>
            <td>{line.name}</td>
            <td className="bo-mono">{line.sku}</td>
            {extra ? <td className={extra.className}>{extra.cell(line)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
