import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  integer,
  isoDay,
  lowerWord,
  matching,
  number,
  oneOf,
  page,
  searchParams,
  text,
  withDefault,
  word,
} from './search-params'

// The readers replaced valibot schemas in the routes' validateSearch: each is checked here against the schema it
// replaced, on the same inputs (what a typed, shared or tampered URL can hold once the router has parsed it).
const inputs: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'abc',
  ' Abc ',
  'ABC-def',
  'a'.repeat(81),
  '12',
  ' 12 ',
  '0',
  '1',
  '1.5',
  '2026-11-29',
  '2026-13-01',
  0,
  1,
  2,
  1.5,
  -1,
  Number.NaN,
  2021,
  true,
  {},
  ['a'],
]
const absent = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)
const agree = (reader: (x: unknown) => unknown, schema: v.GenericSchema) => {
  for (const input of inputs) expect(reader(input), JSON.stringify(input)).toEqual(v.parse(schema, input))
}

describe('search param readers', () => {
  it('read as the valibot schemas they replaced', () => {
    agree(text(80), absent(v.pipe(v.string(), v.maxLength(80))))
    agree(matching(/^[\w-]{2,64}$/), absent(v.pipe(v.string(), v.regex(/^[\w-]{2,64}$/))))
    agree(
      word(80, /^[a-z0-9-]+$/),
      absent(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform(String),
          v.trim(),
          v.maxLength(80),
          v.check((s) => s !== '' && /^[a-z0-9-]+$/.test(s)),
        ),
      ),
    )
    agree(
      lowerWord(64, /^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      absent(
        v.pipe(
          v.string(),
          v.trim(),
          v.toLowerCase(),
          v.maxLength(64),
          v.check((s) => s !== '' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s)),
        ),
      ),
    )
    agree(
      integer(1, 2100),
      absent(
        v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(2100)),
      ),
    )
    agree(page(), absent(v.pipe(v.number(), v.integer(), v.minValue(1))))
    agree(number, absent(v.number()))
    agree(oneOf(['abc', 'ABC-def']), absent(v.picklist(['abc', 'ABC-def'])))
    agree(isoDay, absent(v.pipe(v.string(), v.isoDate())))
  })

  it('keep only the keys they know, a missing key missing and an unreadable one undefined', () => {
    const read = searchParams({ q: text(10), pagina: integer(1, 10) })
    expect(read({ q: 'vino', otro: 'x' })).toStrictEqual({ q: 'vino' })
    expect(read({ q: 'x'.repeat(11), pagina: '2' })).toStrictEqual({ q: undefined, pagina: 2 })
    expect(read({})).toStrictEqual({})
  })

  it('give a defaulted key its default when it is missing or does not read', () => {
    const read = searchParams({ token: withDefault(text(5), '') })
    expect(read({})).toStrictEqual({ token: '' })
    expect(read({ token: 'toolong' })).toStrictEqual({ token: '' })
    expect(read({ token: 'ok' })).toStrictEqual({ token: 'ok' })
  })
})
