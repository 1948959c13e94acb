import * as v from 'valibot'
import type { TransferData } from '~/contract/checkout'
import { rutSchema } from '~/lib/validation'

/**
 * docs/product.md, What the shop stores transfer {rut, bank, name, email, account}: the shop's account for bank transfers. It is deployment
 * configuration (README "Configuration": TRANSFER_ACCOUNT, a JSON object), so the staff change it without a release;
 * the default below is the development account.
 */
export const DEFAULT_TRANSFER_DATA: TransferData = {
  bank: 'Banco de Chile',
  account_type: 'Cuenta Corriente',
  account: '00-123-45678-09',
  name: 'Vinoteca Andes SpA',
  rut: '76.543.210-3',
  email: 'pagos@vinotecaandes.cl',
}

const transferSchema = v.object({
  bank: v.pipe(v.string(), v.nonEmpty()),
  account_type: v.pipe(v.string(), v.nonEmpty()),
  account: v.pipe(v.string(), v.nonEmpty()),
  name: v.pipe(v.string(), v.nonEmpty()),
  rut: rutSchema,
  email: v.pipe(v.string(), v.email()),
})

/** The configured account; a malformed value is a deployment error, reported loudly rather than shown to shoppers. */
export function transferData(raw: string | undefined): TransferData {
  if (!raw) return DEFAULT_TRANSFER_DATA
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new Error('TRANSFER_ACCOUNT is not valid JSON')
  }
  const result = v.safeParse(transferSchema, parsed)
  if (!result.success)
    throw new Error(`TRANSFER_ACCOUNT is incomplete: ${result.issues.map((i) => i.path?.[0]?.key ?? '?').join(', ')}`)
  return result.output
}
