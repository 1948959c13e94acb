import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every message of the shop has its English translation: a missing one would show Spanish (or a message id) to an
// English reader. `npm run i18n:extract` adds new Spanish messages with an empty English msgstr; this test names them.
// The catalogues (lingui.config.ts): the storefront's shell (messages.po), the lists', the product pages', the cart's,
// the rarely visited pages', the on-demand parts', the checkout's, the other areas' (account, contact, …), the
// back-office's and the API's answers and e-mails (api.po).
const storefront = ['messages', 'lists', 'product', 'cart', 'pages', 'on-demand', 'checkout', 'areas'] as const
type Catalogue = (typeof storefront)[number] | 'backoffice' | 'api'

function entries(catalogue: Catalogue, locale: 'es' | 'en'): { id: string; translation: string }[] {
  const text = readFileSync(resolve(import.meta.dirname, `../../locales/${locale}/${catalogue}.po`), 'utf8')
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\"/g, '"').replace(/\\\\/g, '\\')).join('')
  return [...text.matchAll(/^(?:msgctxt ((?:".*"\n?)+))?msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)]
    .map((m) => ({ id: `${m[1] ? `${unquote(m[1])}\u0004` : ''}${unquote(m[2]!)}`, translation: unquote(m[3]!) }))
    .filter((e) => e.id !== '')
}

describe.each([
  { catalogue: 'messages' as const, atLeast: 60 },
  { catalogue: 'lists' as const, atLeast: 80 },
  { catalogue: 'product' as const, atLeast: 60 },
  { catalogue: 'cart' as const, atLeast: 40 },
  { catalogue: 'pages' as const, atLeast: 30 },
  { catalogue: 'on-demand' as const, atLeast: 80 },
  { catalogue: 'checkout' as const, atLeast: 100 },
  { catalogue: 'areas' as const, atLeast: 300 },
  { catalogue: 'backoffice' as const, atLeast: 150 },
  { catalogue: 'api' as const, atLeast: 150 },
])('the $catalogue catalogue', ({ catalogue, atLeast }) => {
  it('translates every message into English', () => {
    const missing = entries(catalogue, 'en')
      .filter((e) => e.translation.trim() === '')
      .map((e) => e.id)
    expect(missing).toEqual([])
  })

  it('carries the same messages in both languages', () => {
    const es = entries(catalogue, 'es').map((e) => e.id)
    const en = entries(catalogue, 'en').map((e) => e.id)
    expect(es.length).toBeGreaterThan(atLeast)
    expect(new Set(en)).toEqual(new Set(es))
  })

  // "Despacho" is delivery in English, and an order "en validación" awaits verification: calques of the Spanish
  // ("Dispatch cost", "In validation") beside "Delivery" read as two different things.
  it('says delivery and shipping, never the calques "dispatch" or "in validation"', () => {
    const calques = entries(catalogue, 'en')
      .filter((e) => /\bdispatch|\bin validation\b/i.test(e.translation))
      .map((e) => e.translation)
    expect(calques).toEqual([])
  })
})

// A page's i18n instance gathers the catalogues of the areas a visit goes through (src/i18n/i18n.ts), and a file
// shown in two areas (the cart lines, the order totals) has its messages in both: the storefront's catalogues must
// say a message alike, or the words of a page would depend on the way the visitor came. (The back-office's may differ
// on purpose: "Cupos" is seats to a shopper, places to the staff.)
describe('the storefront’s catalogues', () => {
  it('translate a message they share alike', () => {
    const seen = new Map<string, { catalogue: Catalogue; translation: string }>()
    const differing: string[] = []
    for (const catalogue of storefront)
      for (const { id, translation } of entries(catalogue, 'en')) {
        const before = seen.get(id)
        if (before && before.translation !== translation) differing.push(`${id}: ${before.catalogue}, ${catalogue}`)
        seen.set(id, { catalogue, translation })
      }
    expect(differing).toEqual([])
  })
})
