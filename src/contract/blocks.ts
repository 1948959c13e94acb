import * as v from 'valibot'
import { safeImageSrc, unsafeLinks } from '~/lib/rich-text'
import { msg } from '~/lib/validation'

// Body text of blog articles and events (migrations/0006: a JSON array of blocks, never HTML). One shape for both
// features: headings, paragraphs and quotes `{ type, text }` (text may hold `[words](address)` links), lists
// `{ type: 'ul' | 'ol', items }`, images `{ type: 'img', src, alt }`. Checked when the staff save (links and image
// addresses the shop would not render are refused) and again when a page renders (src/ui/rich-blocks.tsx).

const blockText = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(4000),
  v.check((text) => unsafeLinks(text).length === 0, msg.unsafeLink),
)

export const richBlockSchema = v.variant('type', [
  v.object({ type: v.picklist(['h2', 'h3', 'p', 'quote']), text: blockText }),
  v.object({ type: v.picklist(['ul', 'ol']), items: v.pipe(v.array(blockText), v.minLength(1), v.maxLength(30)) }),
  v.object({
    type: v.literal('img'),
    src: v.pipe(v.string(), v.trim(), v.check(safeImageSrc, msg.unsafeImage)),
    alt: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  }),
])
export type RichBlock = v.InferOutput<typeof richBlockSchema>

/** A whole body as the back-office saves it. */
export const richBodySchema = v.pipe(v.array(richBlockSchema), v.maxLength(200))

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
