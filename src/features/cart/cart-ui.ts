import { useSyncExternalStore } from 'react'

// Drawer state of docs/product.md, How things behave: open/closed and its title (reset on reopen, changed after an add or a removal).
export type DrawerTitle = 'default' | 'added' | 'removed'

interface DrawerState {
  open: boolean
  title: DrawerTitle
}

let state: DrawerState = { open: false, title: 'default' }
const listeners = new Set<() => void>()
const SERVER_STATE: DrawerState = { open: false, title: 'default' }

function set(next: Partial<DrawerState>) {
  state = { ...state, ...next }
  listeners.forEach((l) => l())
}

export const cartDrawer = {
  open: (title: DrawerTitle = 'default') => set({ open: true, title }),
  close: () => set({ open: false }),
  setTitle: (title: DrawerTitle) => set({ title }),
}

export function useCartDrawer(): DrawerState {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
    () => SERVER_STATE,
  )
}

/** docs/product.md, How things behave: the drawer does not open on add on the cart, shipping, personal info or payment pages. */
export const CHECKOUT_PATHS = ['/carrito', '/informacion-de-envio', '/informacion-personal', '/metodo-de-pago']
export const isCheckoutPath = (pathname: string) =>
  CHECKOUT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))
