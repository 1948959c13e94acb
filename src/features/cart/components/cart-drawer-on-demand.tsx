import { withOnDemandMessages } from '~/i18n/i18n'
import { Suspense, useState } from 'react'
import { usePreloadOnIntent } from '~/ui/preload-on-intent'
import { OnDemandBoundary, Unavailable, onDemand } from '~/ui/on-demand'
import { useCartDrawer } from '../cart-ui'

const drawer = onDemand(() => withOnDemandMessages(import('./cart-drawer')).then((m) => m.CartDrawer))
const loadDrawer = drawer.preload
const CartDrawer = drawer.Component

/**
 * The cart side panel, mounted the first time it opens (its code, the related-products carousel and the Radix
 * dialog stay out of the first load: docs/decisions/019-what-loads-first.md) and fetched ahead at the visitor's first
 * interaction, so the first add-to-cart opens it without waiting for the network.
 */
export function CartDrawerOnDemand() {
  const { open } = useCartDrawer()
  const [wanted, setWanted] = useState(open)
  // Derived state: the first opening mounts the drawer for good (closing then keeps Radix's exit behaviour).
  if (open && !wanted) setWanted(true)
  usePreloadOnIntent(loadDrawer)
  if (!wanted) return null
  return (
    <OnDemandBoundary fallback={open ? <Unavailable floating /> : null}>
      <Suspense fallback={null}>
        <CartDrawer />
      </Suspense>
    </OnDemandBoundary>
  )
}
