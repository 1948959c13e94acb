import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The way back to the home page that ends a result: primary when it is the only step left, ghost beside another. */
export function HomeLink({ ghost = false }: { ghost?: boolean }) {
  return (
    <Link to="/" className={ghost ? 'button button--ghost' : 'button button--primary'}>
      <Trans>Volver al inicio</Trans>
    </Link>
  )
}

/**
 * Where a finished step lands (an order's payment, a reservation, a contact message): a picture or icon, the heading,
 * what happened, and the next steps in one row. Each area keeps its look through its own classes.
 */
export function ResultCard({
  className,
  media,
  title,
  level = 1,
  role,
  children,
  actions,
  actionsClassName,
}: {
  className: string
  media?: ReactNode
  title: ReactNode
  /** 2 where the page's banner already holds the h1. */
  level?: 1 | 2
  role?: 'status'
  children?: ReactNode
  /** Shown in a button row after the content; leave out to place links among the content. */
  actions?: ReactNode
  actionsClassName?: string
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section className={className} role={role}>
      {media}
      <Heading>{title}</Heading>
      {children}
      {actions ? <div className={`button-row ${actionsClassName ?? ''}`.trim()}>{actions}</div> : null}
    </section>
  )
}
