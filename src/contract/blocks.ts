import * as v from 'valibot'

// Body text of blog articles and events (migrations/0006: a JSON array of blocks, never HTML — nothing to sanitise).
// One shape for both features: { type: 'h2' | 'p' | 'quote', text } or { type: 'ul', items }.

const blockText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(4000))

export const richBlockSchema = v.variant('type', [
  v.object({ type: v.picklist(['h2', 'p', 'quote']), text: blockText }),
  v.object({ type: v.literal('ul'), items: v.pipe(v.array(blockText), v.minLength(1), v.maxLength(30)) }),
])
export type RichBlock = v.InferOutput<typeof richBlockSchema>

/**
 * The body as stored (a JSON string, or already parsed) → the blocks a page may render. A block that does not fit
 * the schema is dropped rather than failing the page: one bad paragraph must not take the article or event down.
 */
export function parseBlocks(raw: unknown): RichBlock[] {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return []
    }
  }
  if (!Array.isArray(value)) return []
  const out: RichBlock[] = []
  for (const item of value) {
    const result = v.safeParse(richBlockSchema, item)
    if (result.success) out.push(result.output)
  }
  return out
}
