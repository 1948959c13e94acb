import { TRANSFER_DEADLINE_HOURS } from './limits'

/** The instant by which a bank-transfer order should be paid (docs/product.md, bank transfer). */
export function transferDeadline(createdAt: string): string {
  return new Date(Date.parse(createdAt) + TRANSFER_DEADLINE_HOURS * 3600_000).toISOString()
}
