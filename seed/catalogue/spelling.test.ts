import { describe, expect, it } from 'vitest'
import { seedSets } from '../index.ts'
import { SPELLING_FIXES_2026_11, spellingFixSeed } from './spelling.ts'

// Shop texts are Spanish first: a product name or text that lost its ñ or its accent reads as a typo ("10 Anos" is
// "10 anuses"). Slugs, image paths and filter values are plain ASCII on purpose and are not checked.
const KNOWN_BAD =
  /\b(Anos|Espana|Pinguino|Pingüino Emperador|Carmenere|Nino|Ninos|Senor|Montana|Jamon|Limon|Merken|Pais|Anejo|Vina|Vinedo|Champana|Borgona|Rodano|Arandano|Maipu|Curico|Valparaiso|Chiloe|Pucon|Limari|Copiapo|Chillan|Ximenez|Albarino|Torrontes)\b|\b\d+ anos\b/

/** The quoted texts of a set's SQL, without slugs, paths and URLs. */
function texts(statements: string[]): string[] {
  const out: string[] = []
  for (const sql of statements)
    for (const match of sql.matchAll(/'((?:[^']|'')*)'/g)) {
      const text = match[1]!.replace(/''/g, "'")
      if (/^[a-z0-9-]+$/.test(text) || text.startsWith('/') || text.startsWith('http')) continue
      // JSON documents (pages, menus): their string values, not their keys, links or filter values.
      if (text.startsWith('{') || text.startsWith('[')) {
        for (const value of text.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
          const v = value[1]!
          if (!/^[a-z0-9_-]+$/.test(v) && !v.startsWith('/') && !v.startsWith('http')) out.push(v)
        }
      } else out.push(text)
    }
  return out
}

describe('seed texts keep their ñ and accents', () => {
  it('no product name or text of any seed set carries a known bad spelling', () => {
    const bad = seedSets
      .filter((set) => set !== spellingFixSeed)
      .flatMap((set) => texts(set.statements({})).filter((text) => KNOWN_BAD.test(text)))
    expect(bad).toEqual([])
  })

  it('the check catches the spellings it is meant for', () => {
    for (const text of ['Porto Tawny 10 Anos', 'Vino de Espana', 'Reserva Carmenere', 'envejecido 3 anos'])
      expect(KNOWN_BAD.test(text), text).toBe(true)
    for (const text of ['Porto Tawny 10 Años', 'Reserva Carménère', 'Salmon tartare', 'Vinho Verde'])
      expect(KNOWN_BAD.test(text), text).toBe(false)
  })

  it('each fix turns a known bad spelling into a good one', () => {
    for (const [wrong, right] of SPELLING_FIXES_2026_11) {
      expect(KNOWN_BAD.test(wrong), wrong).toBe(true)
      expect(KNOWN_BAD.test(right), right).toBe(false)
    }
  })
})
