import { STORE } from './store'

// Where an order goes, written the same way on the confirmation page and in its e-mail.

/** 'Los Leones 1234, 55, Providencia, Región Metropolitana': street, flat or office, commune and region. */
export function addressLine(address: { address: string; department?: string; commune?: string; region?: string }) {
  return [address.address, address.department, address.commune, address.region]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

/** The store a pick-up order is collected at, with its address. */
export const PICKUP_STORE = `${STORE.name}, ${STORE.address}`
