import { Outlet } from '@tanstack/react-router'

/**
 * The stylesheet of one area of the site (blog, events, contact, reservations, the sommelier, the back-office), which
 * the pages every visit loads do not need (docs/decisions/019-what-loads-first.md, "a stylesheet per area").
 *
 * React's own stylesheet resource, rendered the same on the server and in the browser: React hoists the `<link>` into
 * the head (the server's HTML links it, so a first load paints the area styled), and a client-side navigation into
 * the area, a transition, waits for the sheet to load before it shows the page. Once loaded, the sheet stays in the
 * document; its rules name only that area's classes.
 */
export function AreaStylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} precedence="area" />
}

/** The layout route of an area: its stylesheet, then the page. */
export function areaLayout(href: string) {
  return {
    component: function AreaLayout() {
      return (
        <>
          <AreaStylesheet href={href} />
          <Outlet />
        </>
      )
    },
  }
}
