import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { STORE, WINE_BAR_VENUE } from './store'

const root = resolve(import.meta.dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

// A street address written anywhere in the shop's code or seed: "Av. Nueva Costanera 3900", "Alonso de Córdova 4355".
const STREET = /\b(?:Av\.|Avenida|Calle|Alonso de Córdova|Nueva Costanera)[^'"`,\n]*?\d{3,5}\b/g

describe("the shop's addresses", () => {
  it('are written in one place: every street address in the code and seed is the store one', () => {
    const found = [...sources(join(root, 'src')), ...sources(join(root, 'seed'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(STREET)].map((m) => `${relative(root, file)}: ${m[0]}`),
    )
    const other = found.filter(
      (line) => !line.endsWith(STORE.street) && !line.includes(STORE.street.replace(/ /g, '+')),
    )
    expect(other).toEqual([])
  })

  it("an event's default venue is the wine bar at the store's address", () => {
    expect(WINE_BAR_VENUE).toContain(STORE.address)
  })
})
