import { describe, expect, it } from 'vitest'
import expected from '../../seed/communes-per-region.json'
import { createTestApi } from './harness'

const t = await createTestApi()

describe('GET /api/regions (docs/product.md, The API)', () => {
  it('lists the 16 regions of Chile north to south in the data envelope', async () => {
    const res = await t.call('/api/regions')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data: { id: number; name: string; roman: string }[] }
    expect(body.data).toHaveLength(16)
    expect(body.data[0]).toMatchObject({ roman: 'XV' })
    expect(body.data.at(-1)).toMatchObject({ roman: 'XII' })
    expect(body.data.map((r) => r.name)).toContain('Región Metropolitana de Santiago')
  })

  it('has 346 communes with the official count per region', async () => {
    let total = 0
    for (const [region, count] of Object.entries(expected)) {
      const res = await t.call(`/api/regions/${region}/communes`)
      expect(res.status).toBe(200)
      const { data } = (await res.json()) as { data: { name: string; region_id: number }[] }
      expect(data, `region ${region}`).toHaveLength(count)
      expect(data.every((c) => c.region_id === Number(region))).toBe(true)
      total += data.length
    }
    expect(total).toBe(346)
  })

  it('sorts communes by name and keeps accents', async () => {
    const { data } = (await (await t.call('/api/regions/7/communes')).json()) as { data: { name: string }[] }
    const names = data.map((c) => c.name)
    expect(names).toContain('Ñuñoa')
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare))
    expect(names.indexOf('Ñuñoa')).toBeLessThan(names.indexOf('Padre Hurtado'))
  })

  it('answers 422 naming the field for a malformed region, in the request locale', async () => {
    const es = await t.call('/api/regions/abc/communes')
    expect(es.status).toBe(422)
    expect(await es.json()).toEqual({
      message: 'Verifica que la información ingresada sea correcta',
      errors: { region: ['Este campo debe ser solo números'] },
    })
    const en = await t.call('/api/regions/abc/communes', { locale: 'en-US,en;q=0.9' })
    expect(((await en.json()) as { errors: Record<string, string[]> }).errors.region).toEqual([
      'This field must contain numbers only',
    ])
  })

  it('answers 404 for a region that does not exist', async () => {
    const res = await t.call('/api/regions/99/communes')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'No encontrado' })
  })
})
