import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, hintFirst, runsAtStart } from './compile-hints-plugin'

const chunk = (facts: Partial<Parameters<typeof runsAtStart>[0]>) => ({
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...facts,
})

describe('runsAtStart', () => {
  it('takes the entry, the code chunks share and the router’s split route files', () => {
    expect(runsAtStart(chunk({ isEntry: true, facadeModuleId: '/app/src/client.tsx' }))).toBe(true)
    expect(runsAtStart(chunk({}))).toBe(true)
    expect(
      runsAtStart(chunk({ isDynamicEntry: true, facadeModuleId: '/app/src/routes/vinos.tsx?tsr-split=component' })),
    ).toBe(true)
  })

  it('leaves out what the shop loads on demand', () => {
    expect(
      runsAtStart(chunk({ isDynamicEntry: true, facadeModuleId: '/app/src/features/cart/components/cart-drawer.tsx' })),
    ).toBe(false)
    expect(runsAtStart(chunk({ isDynamicEntry: true, facadeModuleId: '/app/src/locales/en/messages.po' }))).toBe(false)
    expect(runsAtStart(chunk({ isDynamicEntry: true, facadeModuleId: null }))).toBe(false)
  })
})

describe('hintFirst', () => {
  const deps = 'const __vite__mapDeps=(i,m=__vite__mapDeps)=>i.map(i=>d[i]);'

  it('moves the hint in front of the dependency table Vite put above it', () => {
    const code = `${deps}\n${COMPILE_HINT}\nimport{a as b}from"./x.js";b();\n`
    expect(hintFirst(code)).toBe(`${COMPILE_HINT}\n${deps}\nimport{a as b}from"./x.js";b();\n`)
    // The line count is unchanged, so the source map still lines up.
    expect(hintFirst(code).split('\n')).toHaveLength(code.split('\n').length)
  })

  it('leaves a chunk alone when the hint is already first or not there', () => {
    const first = `${COMPILE_HINT}\nexport const a=1;\n`
    expect(hintFirst(first)).toBe(first)
    const none = `${deps}\nexport const a=1;\n`
    expect(hintFirst(none)).toBe(none)
  })
})
