import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every message of the shop has its English translation: a missing one would show a message id to an English
// reader. `npm run i18n:extract` adds new Spanish messages with an empty English msgstr; this test names them.

function entries(locale: 'es' | 'en'): { id: string; translation: string }[] {
  const text = readFileSync(resolve(import.meta.dirname, `../../locales/${locale}/messages.po`), 'utf8')
  const unquote = (lines: string) =>
    [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\"/g, '"').replace(/\\\\/g, '\\')).join('')
  return [...text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)]
    .map((m) => ({ id: unquote(m[1]!), translation: unquote(m[2]!) }))
    .filter((e) => e.id !== '')
}

describe('message catalogues', () => {
  it('translate every message into English', () => {
    const missing = entries('en')
      .filter((e) => e.translation.trim() === '')
      .map((e) => e.id)
    expect(missing).toEqual([])
  })

  it('carry the same messages in both languages', () => {
    const es = entries('es').map((e) => e.id)
    const en = entries('en').map((e) => e.id)
    expect(es.length).toBeGreaterThan(500)
    expect(new Set(en)).toEqual(new Set(es))
  })
})
