import type { EventDateLabels } from '~/lib/santiago-time'

/** Day and short month on a card (decorative: the full date is written out beside it for screen readers). */
export function DateBadge({ labels, muted = false }: { labels: EventDateLabels; muted?: boolean }) {
  return (
    <span className={`date-badge${muted ? ' date-badge--muted' : ''}`} aria-hidden="true">
      <span className="date-badge__day">{labels.day}</span>
      <span className="date-badge__month">{labels.monthShort}</span>
    </span>
  )
}
