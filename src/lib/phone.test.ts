import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { chileanPhoneSchema, formatChileanPhone, normaliseChileanPhone } from './phone'

describe('normaliseChileanPhone', () => {
  it.each([
    ['+56 9 1234 5678', '+56912345678'],
    ['56912345678', '+56912345678'],
    ['9 1234 5678', '+56912345678'],
    ['9-1234-5678', '+56912345678'],
    ['(2) 2345 6789', '+56223456789'],
    ['+56 2 2345 6789', '+56223456789'],
  ])('%s → %s', (input, out) => expect(normaliseChileanPhone(input)).toBe(out))

  it.each(['12345678', '1 2345 6789', '+54 9 1234 5678', '9123456789', 'nueve', '', '+'])('refuses %j', (input) =>
    expect(normaliseChileanPhone(input)).toBeNull(),
  )
})

describe('formatChileanPhone', () => {
  it('groups the national digits', () => {
    expect(formatChileanPhone('+56912345678')).toBe('+56 9 1234 5678')
    expect(formatChileanPhone('+56223456789')).toBe('+56 2 2345 6789')
  })
  it('leaves anything else alone', () => expect(formatChileanPhone('+1234')).toBe('+1234'))
})

describe('chileanPhoneSchema (validation messages as keys)', () => {
  const first = (input: unknown) => {
    const r = v.safeParse(chileanPhoneSchema, input)
    return r.success ? r.output : r.issues[0].message
  }
  it('outputs E.164', () => expect(first(' 9 8765 4321 ')).toBe('+56987654321'))
  it('required before format', () => expect(first('  ')).toBe('required'))
  it('letters are not numbers', () => expect(first('98765abcd')).toBe('numeric'))
  it('a wrong length is not a Chilean phone', () => expect(first('1234')).toBe('phone'))
})
