import type { ReactNode } from 'react'
import type { Crumb } from '~/lib/seo'
import { Breadcrumbs } from '~/ui/breadcrumbs'

/** The heading band of every contact page: content banner image, crumbs, title and the page's intro. */
export function ContactBanner({
  title,
  image,
  intro,
  crumbs,
  children,
}: {
  title: string
  image?: string
  intro?: string
  crumbs: Crumb[]
  children?: ReactNode
}) {
  return (
    <header className="contact-banner">
      {image ? <img className="contact-banner__image" src={image} alt="" width={1440} height={360} /> : null}
      <div className="contact-banner__inner container">
        <Breadcrumbs items={crumbs} />
        <h1>{title}</h1>
        {intro ? <p className="contact-banner__intro">{intro}</p> : null}
        {children}
      </div>
    </header>
  )
}
