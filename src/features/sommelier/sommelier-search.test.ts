import { describe, expect, it } from 'vitest'
import {
  RESULTS_STEP,
  answer,
  back,
  currentStep,
  restart,
  skip,
  stepKey,
  winesRequest,
  withMode,
  withPlace,
} from './sommelier-search'
import { sommelierSearchSchema } from './sommelier-search-schema'

// docs/product.md, The shop and its people guided flow (tipo, estilo, cepa, aroma) and dish mode, kept in the URL of /sommelier-virtual (docs/product.md, Pages).

const parse = (input: Record<string, unknown>) => sommelierSearchSchema(input)

describe('sommelierSearchSchema', () => {
  it('keeps valid values and drops invalid ones instead of failing', () => {
    expect(parse({ modo: 'guia', tipo: 'tinto', estilo: 'con-cuerpo', paso: '3', pagina: 2 })).toMatchObject({
      modo: 'guia',
      tipo: 'tinto',
      estilo: 'con-cuerpo',
      paso: 3,
      pagina: 2,
    })
    expect(parse({ modo: 'x', tipo: 'cerveza', paso: 9, plato: 'No Slug!', continente: 'marte' })).toEqual({
      modo: undefined,
      tipo: undefined,
      paso: undefined,
      plato: undefined,
      continente: undefined,
      pais: undefined,
      estilo: undefined,
      variedad: undefined,
      aroma: undefined,
      pagina: undefined,
    })
  })
})

describe('guided steps', () => {
  const start = parse({ modo: 'guia' })

  it('walks tipo → estilo → variedad → aroma → results', () => {
    let s = answer(start, 'tipo', 'tinto')
    expect(currentStep(s)).toBe(2)
    expect(stepKey(currentStep(s))).toBe('estilo')
    s = answer(s, 'estilo', 'con-cuerpo')
    s = answer(s, 'variedad', 'carmenere')
    s = answer(s, 'aroma', 'especiado')
    expect(currentStep(s)).toBe(RESULTS_STEP)
    expect(stepKey(currentStep(s))).toBeNull()
    expect(winesRequest(s)).toEqual({
      tipo: 'tinto',
      estilo: 'con-cuerpo',
      variedad: 'carmenere',
      aroma: 'especiado',
      page: 1,
      limit: 12,
    })
  })

  it('skip removes the current answer and moves on; back keeps the answers', () => {
    const s = skip({ ...answer(start, 'tipo', 'blanco'), estilo: 'seco' })
    expect(s.estilo).toBeUndefined()
    expect(currentStep(s)).toBe(3)
    const b = back(s)
    expect(currentStep(b)).toBe(2)
    expect(b.tipo).toBe('blanco')
    expect(back(back(b)).paso).toBeUndefined()
  })

  it('changing an earlier answer drops the later ones; the same answer keeps them', () => {
    const done = { ...start, tipo: 'tinto', estilo: 'ligero', variedad: 'pinot-noir', paso: 4 } as const
    expect(answer(done, 'tipo', 'tinto')).toMatchObject({ estilo: 'ligero', variedad: 'pinot-noir', paso: 2 })
    expect(answer(done, 'tipo', 'blanco')).toMatchObject({ tipo: 'blanco', estilo: undefined, variedad: undefined })
  })

  it('asks for no wines before the results, and restart clears every answer', () => {
    expect(winesRequest(answer(start, 'tipo', 'tinto'))).toBeNull()
    expect(restart({ ...start, tipo: 'tinto', paso: 5 })).toMatchObject({
      tipo: undefined,
      paso: undefined,
      modo: 'guia',
    })
  })
})

describe('dish mode', () => {
  it('asks for the dish wines only once a dish is picked; a new place clears the dish', () => {
    expect(winesRequest(parse({}))).toBeNull()
    expect(winesRequest(parse({ plato: 'asado', pagina: 2 }))).toEqual({ plato: 'asado', page: 2, limit: 12 })
    expect(withPlace(parse({ plato: 'asado' }), { continente: 'europa' })).toMatchObject({
      continente: 'europa',
      plato: undefined,
    })
  })

  it("switching tabs keeps the other mode's state", () => {
    const s = withMode(parse({ plato: 'asado', tipo: 'tinto', paso: 2 }), 'guia')
    expect(s).toMatchObject({ modo: 'guia', plato: 'asado', tipo: 'tinto', paso: 2 })
    expect(withMode(s, 'plato').modo).toBeUndefined()
  })
})
