import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('drops accents and punctuation', () => expect(slugify('¿Qué es el «giro»? Ñuñoa')).toBe('que-es-el-giro-nunoa'))
  it('keeps a slug within 160 characters', () => expect(slugify('a'.repeat(200))).toHaveLength(160))
})
