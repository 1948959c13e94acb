import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fnInput } from './fn-input'

describe('fnInput', () => {
  const check = fnInput(v.object({ email: v.pipe(v.string(), v.email()) }))

  it('answers the parsed input', () => {
    expect(check({ email: 'ana@vinotecaandes.cl' })).toEqual({ email: 'ana@vinotecaandes.cl' })
  })

  it("refuses with valibot's error class and its issues, not a message to parse", () => {
    let thrown: unknown
    try {
      check({ email: 'no' })
    } catch (err) {
      thrown = err
    }
    expect(thrown).toBeInstanceOf(v.ValiError)
    expect((thrown as v.ValiError<v.GenericSchema>).issues[0]?.path?.[0]?.key).toBe('email')
  })

  // src/start.ts tells a refused input apart by that class: a server function handed a bare schema would throw
  // Start's plain Error instead, and its issue list would reach the browser.
  it('is how every server function validates its input', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      )
    const bare = files('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.validator\((?!\s*fnInput\()/g)].map(() => file),
    )
    expect(bare).toEqual([])
  })
})
