import { describe, expect, it } from 'vitest'
import { DEFAULT_TRANSFER_DATA, transferData } from './transfer'

describe('transferData (README: TRANSFER_ACCOUNT)', () => {
  it('uses the development account when nothing is configured', () => {
    expect(transferData(undefined)).toEqual(DEFAULT_TRANSFER_DATA)
  })
  it('reads the configured account', () => {
    const account = { ...DEFAULT_TRANSFER_DATA, bank: 'Banco Estado', account: '123456789', rut: '12.345.678-5' }
    expect(transferData(JSON.stringify(account))).toEqual(account)
  })
  it('refuses a malformed or incomplete account instead of showing it to shoppers', () => {
    expect(() => transferData('{bank:')).toThrow(/not valid JSON/)
    expect(() => transferData(JSON.stringify({ ...DEFAULT_TRANSFER_DATA, rut: '12.345.678-9' }))).toThrow(/rut/)
    expect(() => transferData(JSON.stringify({ bank: 'X' }))).toThrow(/account_type/)
  })
})
