// The content pages' parsers by reference, for pageContentQueryOptions: fetched (with their schemas and valibot) when
// content is, on a client-side navigation, and not with the page's code. A first load renders the copy the server
// parsed and never parses, so imported statically they only added valibot to the first load of the home and the
// content pages (docs/decisions/036-where-the-time-goes.md).
export const contentPage = () => import('./page-parse').then((m) => m.parseContentPage)
export const homeContent = () => import('./page-parse').then((m) => m.parseHomeContent)
