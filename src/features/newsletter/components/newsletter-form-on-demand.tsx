import { Suspense, type ComponentProps } from 'react'
import { withOnDemandMessages } from '~/i18n/i18n'
import { OnDemandBoundary, onDemand } from '~/ui/on-demand'

// The footer's sign-up is on every page but rarely used: its code (and the form kit with TanStack Form) is not part of
// the first load. The server still renders the form into the HTML; the browser fetches its code, with the on-demand
// parts' messages, when the footer around it hydrates (it waits until it comes near the screen, or someone focuses
// the field: src/routes/-shell/footer-on-demand.tsx; docs/decisions/019-what-loads-first.md).
const { Component: NewsletterForm } = onDemand(() =>
  withOnDemandMessages(import('./newsletter-form')).then((module) => module.NewsletterForm),
)

export function NewsletterFormOnDemand(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <OnDemandBoundary>
      <Suspense fallback={null}>
        <NewsletterForm {...props} />
      </Suspense>
    </OnDemandBoundary>
  )
}
