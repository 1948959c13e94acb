import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every message of the shop has its English translation: a missing one would show Spanish (or a message id) to an
// English reader. `npm run i18n:extract` adds new Spanish messages with an empty English msgstr; this test names them.
// Five catalogues: the storefront's (messages.po), the checkout's (checkout.po), the other areas' (areas.po: account,
// contact, …), the back-office's (backoffice.po) and the API's answers and e-mails (api.po).

function entries(
  catalogue: 'messages' | 'checkout' | 'areas' | 'backoffice' | 'api',
  locale: 'es' | 'en',
): { id: string; translation: string }[] {
  const text = readFileSync(resolve(import.meta.dirname, `../../locales/${locale}/${catalogue}.po`), 'utf8')
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\"/g, '"').replace(/\\\\/g, '\\')).join('')
  return [...text.matchAll(/^(?:msgctxt ((?:".*"\n?)+))?msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)]
    .map((m) => ({ id: `${m[1] ? `${unquote(m[1])}\u0004` : ''}${unquote(m[2]!)}`, translation: unquote(m[3]!) }))
    .filter((e) => e.id !== '')
}

describe.each([
  { catalogue: 'messages' as const, atLeast: 300 },
  { catalogue: 'checkout' as const, atLeast: 80 },
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
