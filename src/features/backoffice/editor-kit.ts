// Helpers shared by the back-office's editors (products, events, articles, pages): the forms hold text as typed and
// turn it into the API's JSON on submit; the API's field errors are put on the field that holds them.

/** A whole number typed the Chilean way ("12.990", "$ 12.990"); '' → null; anything else is passed for the API to refuse. */
export function intOrNull(value: string): number | null | string {
  const clean = value.replace(/[$.\s]/g, '')
  if (clean === '') return null
  return /^-?\d+$/.test(clean) ? Number(clean) : value
}

/** A decimal typed with a comma or a point ("13,5"); '' → null. */
export function decimalOrNull(value: string): number | null | string {
  const clean = value.trim().replace(',', '.')
  if (clean === '') return null
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : value
}

/** A number shown in a text field ('' for none). */
export const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

/**
 * The API's errors keyed by the form's own field names: `es.body.3.text` belongs to the field `es.body`,
 * `strains.0.percent` to `strains`. Errors of no field stay under their key (the page shows the message above).
 */
export function errorsForFields(errors: Record<string, string[]>, fields: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [key, messages] of Object.entries(errors)) {
    const field =
      [...fields].sort((a, b) => b.length - a.length).find((f) => key === f || key.startsWith(`${f}.`)) ?? key
    out[field] ??= messages
  }
  return out
}

/** A content page's sections as the editor shows them: `## Title` opens a section, `- ` lines are its list. */
export function sectionsToText(sections: readonly { title: string; body: string[]; items: string[] }[]): string {
  return sections
    .map((s) =>
      [s.title ? `## ${s.title}` : '', ...s.body, s.items.map((i) => `- ${i}`).join('\n')].filter(Boolean).join('\n\n'),
    )
    .join('\n\n')
}

/** The editor's text → sections (the reverse of sectionsToText). */
export function textToSections(text: string): { title: string; body: string[]; items: string[] }[] {
  const sections: { title: string; body: string[]; items: string[] }[] = []
  let current: { title: string; body: string[]; items: string[] } | null = null
  const open = (title: string) => {
    current = { title, body: [], items: [] }
    sections.push(current)
    return current
  }
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    for (const line of lines.length ? [lines.join('\n')] : []) {
      if (line.startsWith('## ')) open(line.slice(3).trim())
      else if (line.startsWith('- ')) {
        const target = current ?? open('')
        for (const item of line.split('\n')) target.items.push(item.replace(/^-\s+/, ''))
      } else (current ?? open('')).body.push(line.replace(/\n/g, ' '))
    }
  }
  return sections
}
