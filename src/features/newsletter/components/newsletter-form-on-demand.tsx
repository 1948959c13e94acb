import { lazy, Suspense, type ComponentProps } from 'react'

// The footer's sign-up is on every page but rarely used: its code (and the form kit with TanStack Form) is not part of
// the first load. The server still renders the form into the HTML; the browser fetches its code while hydrating
// that part of the page (docs/decisions/019-what-loads-first.md).
const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })))

export function NewsletterFormOnDemand(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <Suspense fallback={null}>
      <NewsletterForm {...props} />
    </Suspense>
  )
}
