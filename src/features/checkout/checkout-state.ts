import { useCallback, useSyncExternalStore } from 'react'
import type { CheckoutAddress } from '~/contract/checkout'

// docs/product.md, What the shop stores checkout state. It survives a reload or the back button (sessionStorage, this tab only) and is
// reset after a confirmed order. Defaults of docs/product.md, Numbers and limits: platform 'webpay', document '0', receiver 'me'.
export interface CheckoutState {
  step: number
  guestCustomerId: string | null
  guestCustomer: { name: string; surname: string; rut: string; email: string; phone: string; remember: boolean }
  newCoupon: string
  order: {
    price_delivery: number
    time_delivery: string
    delivery: {
      address: CheckoutAddress | null
      method: 'delivery' | 'pickup'
      receiver: 'me' | 'other' | 'concierge'
      contact: { name: string; surname: string; phone: string }
      comment: string
    }
    payment_method: { document: '0' | '1'; platform: 'webpay' | 'transfer' }
  }
  invoice: {
    reason: string
    rut: string
    giro: string
    address: string
    apartment: string
    region_id: number
    commune_id: number
    phone: string
    email: string
  }
  /** One key per purchase attempt: a second click on pay or a retried submit returns the same order. */
  idempotencyKey: string
  purchaseOrderNumber: string | null
}

const KEY = 'checkout'
/** docs/product.md, The shop and its people: "a remember option saves data for later purchases" — the guest's details on this device only. */
const REMEMBERED_GUEST_KEY = 'rememberedGuest'

type GuestCustomer = CheckoutState['guestCustomer']

function rememberedGuest(): GuestCustomer | null {
  try {
    const raw = localStorage.getItem(REMEMBERED_GUEST_KEY)
    return raw ? { ...initialCheckout().guestCustomer, ...(JSON.parse(raw) as GuestCustomer), remember: true } : null
  } catch {
    return null
  }
}

function keepRememberedGuest(guest: GuestCustomer) {
  try {
    if (guest.remember) localStorage.setItem(REMEMBERED_GUEST_KEY, JSON.stringify(guest))
    else localStorage.removeItem(REMEMBERED_GUEST_KEY)
  } catch {
    /* storage unavailable: nothing is remembered */
  }
}
const newKey = () => `co-${crypto.randomUUID()}`

export function initialCheckout(): CheckoutState {
  return {
    step: 1,
    guestCustomerId: null,
    guestCustomer: { name: '', surname: '', rut: '', email: '', phone: '', remember: false },
    newCoupon: '',
    order: {
      price_delivery: 0,
      time_delivery: '',
      delivery: {
        address: null,
        method: 'delivery',
        receiver: 'me',
        contact: { name: '', surname: '', phone: '' },
        comment: '',
      },
      payment_method: { document: '0', platform: 'webpay' },
    },
    invoice: {
      reason: '',
      rut: '',
      giro: '',
      address: '',
      apartment: '',
      region_id: 0,
      commune_id: 0,
      phone: '',
      email: '',
    },
    idempotencyKey: '',
    purchaseOrderNumber: null,
  }
}

let state: CheckoutState | null = null
const SERVER = initialCheckout()
const listeners = new Set<() => void>()

function read(): CheckoutState {
  if (state) return state
  try {
    const raw = sessionStorage.getItem(KEY)
    const saved = raw ? (JSON.parse(raw) as CheckoutState) : null
    state = saved
      ? // A state kept before a field was added (the guest's phone) gets that field's default.
        {
          ...initialCheckout(),
          ...saved,
          guestCustomer: { ...initialCheckout().guestCustomer, ...saved.guestCustomer },
        }
      : { ...initialCheckout(), guestCustomer: rememberedGuest() ?? initialCheckout().guestCustomer }
  } catch {
    state = initialCheckout()
  }
  if (!state.idempotencyKey) state = { ...state, idempotencyKey: newKey() }
  return state
}

function write(next: CheckoutState) {
  if (next.guestCustomer !== state?.guestCustomer) keepRememberedGuest(next.guestCustomer)
  state = next
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    /* private mode: state lives in memory */
  }
  listeners.forEach((l) => l())
}

export const checkoutStore = {
  /** The state now (outside React: a form's write-back, tests). */
  get(): CheckoutState {
    return read()
  },
  update(patch: (s: CheckoutState) => CheckoutState) {
    const next = patch(read())
    // A patch that changes nothing (a form echoing what it was filled with) writes nothing.
    if (next !== state) write(next)
  },
  /** docs/product.md, How things behave: delivery details reset alone, or together with guest data (full reset). */
  resetDelivery() {
    write({ ...read(), order: initialCheckout().order })
  },
  reset() {
    // After a confirmed order the next purchase starts clean, except for what the guest asked us to remember.
    const guest = rememberedGuest() ?? initialCheckout().guestCustomer
    write({ ...initialCheckout(), guestCustomer: guest, idempotencyKey: newKey() })
  },
  /** A new purchase attempt (after the cart changed) gets a new idempotency key. */
  renewKey() {
    write({ ...read(), idempotencyKey: newKey() })
  },
}

export function useCheckout(): [CheckoutState, typeof checkoutStore.update] {
  const value = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    read,
    () => SERVER,
  )
  const update = useCallback((patch: (s: CheckoutState) => CheckoutState) => checkoutStore.update(patch), [])
  return [value, update]
}
