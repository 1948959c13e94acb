import { Outlet } from '@tanstack/react-router'

/**
 * The stylesheet of one area of the site (blog, events, contact, reservations, the sommelier), which the pages every
 * visit loads do not need (docs/decisions/019-what-loads-first.md, "a stylesheet per area"). React hoists it into
 * the head of the server's HTML, and on a client-side navigation it shows the area's page only once the sheet has
 * loaded, so nothing paints unstyled.
 */
export function AreaStylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} precedence="area" />
}

/** The layout route component of an area: its stylesheet, then the page. */
export function areaLayout(href: string) {
  return function AreaLayout() {
    return (
      <>
        <AreaStylesheet href={href} />
        <Outlet />
      </>
    )
  }
}
