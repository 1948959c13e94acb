/**
 * The stylesheet of one area of the site (blog, events, contact, reservations, the sommelier), which the pages every
 * visit loads do not need (docs/decisions/019-what-loads-first.md, "a stylesheet per area"). React hoists it into
 * the head of the server's HTML, and on a client-side navigation it shows the area's page only once the sheet has
 * loaded, so nothing paints unstyled. Rendered by each area's layout route.
 */
export function AreaStylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} precedence="area" />
}
