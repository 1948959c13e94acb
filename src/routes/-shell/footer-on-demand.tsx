import { Suspense, type ComponentProps } from 'react'
import { OnDemandBoundary, WhenNear, onDemand } from '~/ui/on-demand'

// The footer is the same on every page and below the fold. The server renders it; its code (with the newsletter
// sign-up's wrapper) is fetched, and it hydrates, only when it comes near the screen or someone focuses or touches it
// (`WhenNear`): a page read from the top neither loads nor hydrates it (docs/decisions/019-what-loads-first.md). Its
// messages are the storefront's, in the browser from the start.
const footer = onDemand(() => import('./footer').then((module) => module.FooterWithSignUp))
const Footer = footer.Component
// The server has it at hand from its first request, so the footer is always in the HTML itself.
if (import.meta.env.SSR) void footer.preload()

// If its code cannot be fetched, the footer gives way to the notice that says so, and comes back with the connection.
export function FooterOnDemand(props: ComponentProps<typeof Footer>) {
  return (
    <WhenNear>
      <OnDemandBoundary>
        <Suspense fallback={null}>
          <Footer {...props} />
        </Suspense>
      </OnDemandBoundary>
    </WhenNear>
  )
}
