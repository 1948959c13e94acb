import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { DECISION_WORDS, commentLines, findBrokenReferences, longDecisions } from './check-references.mjs'

const REPO = new Set([
  'docs',
  'docs/architecture.md',
  'docs/decisions',
  'docs/decisions/021-one-data-layer.md',
  'migrations',
  'migrations/0006_blog.sql',
  'src',
  'src/ui',
  'src/ui/add-to-cart.tsx',
  'src/api',
  'src/api/app.ts',
  'README.md',
])
const check = (path: string, text: string) =>
  findBrokenReferences([{ path, text }], REPO, ['021']).map((p) => `${p.line}: ${p.reference}`)

describe('the reference check', () => {
  it('passes paths, folders, modules named without their extension and numbered files that exist', () => {
    const doc = [
      'See `src/api/app.ts` and `src/ui/`; the handler is `src/ui/add-to-cart`.',
      'The blog came with migrations/0006 (docs/decisions/021-one-data-layer.md, decision 021).',
      'README "Configuration" and architecture.md explain it.',
    ].join('\n')
    expect(check('docs/notes.md', doc)).toEqual([])
  })

  it('reports a missing path, a missing Markdown name, a cited document and a decision that do not exist', () => {
    const doc = [
      'Gone: `src/api/db/schema.ts`.',
      'Plugin order as in TOOLCHAIN.md.',
      'Stock is taken in one batch (ARCHITECTURE "Data").',
      'Decisions 021 and 099 say why.',
    ].join('\n')
    expect(check('docs/notes.md', doc)).toEqual([
      '1: src/api/db/schema.ts',
      '2: TOOLCHAIN.md',
      '3: ARCHITECTURE',
      '4: decision 099',
    ])
  })

  it('skips placeholders and templates', () => {
    const doc = 'Add `src/features/<name>/`, `migrations/NNNN_name.sql`, `tests/api/auth*.test.ts` or `src/{a,b}`.'
    expect(check('docs/notes.md', doc)).toEqual([])
  })

  it('reads only the comments of code, and keeps their line numbers', () => {
    const code = [
      "import x from 'src/nowhere.ts' // the import itself is the type checker's business",
      "const url = 'https://example.com/src/x' // fetched from https://example.com",
      '/* Block comment naming',
      '   docs/missing.md over two lines */ const y = 1',
      '// Then a line comment naming src/gone.ts',
    ].join('\n')
    expect(check('src/api/thing.ts', code)).toEqual(['4: docs/missing.md', '5: src/gone.ts'])
  })

  it('reads SQL comments after --', () => {
    const lines = commentLines('migrations/0001.sql', "SELECT '--x'; -- see src/a.ts\nSELECT 1;")
    expect(lines.map((l: string) => l.trim())).toEqual(['see src/a.ts', ''])
    expect(check('migrations/0099_x.sql', '-- conditional update in src/api/admin/refunds.ts')).toEqual([
      '1: src/api/admin/refunds.ts',
    ])
  })
})

describe('the one-page decisions', () => {
  const page = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ')

  it('refuses a decision over 600 words and passes one at the limit', () => {
    const files = [
      { path: 'docs/decisions/040-long.md', text: `# 040 — Long\n\n${page(DECISION_WORDS + 1)}` },
      { path: 'docs/decisions/041-fits.md', text: page(DECISION_WORDS) },
      { path: 'docs/performance-log.md', text: page(5000) },
    ]
    expect(longDecisions(files)).toEqual([{ file: 'docs/decisions/040-long.md', words: DECISION_WORDS + 5 }])
  })

  it("holds the repository's decisions to one page", () => {
    const dir = resolve(import.meta.dirname, '../docs/decisions')
    const files = readdirSync(dir).map((name) => ({
      path: `docs/decisions/${name}`,
      text: readFileSync(resolve(dir, name), 'utf8'),
    }))
    expect(files.length).toBeGreaterThan(20)
    expect(longDecisions(files)).toEqual([])
  })
})
