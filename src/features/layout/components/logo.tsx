import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/** Wordmark of the shop: a bottle-and-peaks mark drawn inline (no request), the name set in the serif. */
export function Logo({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <Link to="/" className={`logo ${className ?? ''}`} aria-label={t`Vinoteca Andes, ir al inicio`}>
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">Vinoteca Andes</span>
        <span className="logo__tagline">Vitacura · Santiago</span>
      </span>
    </Link>
  )
}

export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo__mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="var(--color-wine)" />
      <path d="M5 29 14 16l5 6 5-9 11 16z" fill="var(--color-cream)" opacity=".9" />
      <path d="M12.5 18.5 14 16l1.6 2-1.6.9zM22.6 15.6 24 13l1.5 2.7-1.4-.6z" fill="#fff" />
      <path d="M18 7h4v4.5c0 .8 1.5 1.6 1.5 3.3V31h-7V14.8c0-1.7 1.5-2.5 1.5-3.3z" fill="var(--color-gold)" />
      <rect x="16.5" y="20" width="7" height="5" rx=".6" fill="var(--color-cream)" />
    </svg>
  )
}
