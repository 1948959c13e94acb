import { AUTOCOMPLETE_MIN_CHARS, SEARCH_INPUT_MAX } from '~/lib/limits'

// docs/product.md, How things behave autocomplete rules as pure functions (the hook wires timers and events around them).

/** Down arrow stops at the last row; up can return to none (-1). */
export function moveHighlight(index: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count <= 0) return -1
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1)
  return Math.max(index - 1, -1)
}

/** docs/product.md, Validation and messages: suggestions only for 2+ characters (trimmed), input max 100. */
export function shouldSuggest(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.length >= AUTOCOMPLETE_MIN_CHARS && trimmed.length <= SEARCH_INPUT_MAX
}

/** docs/product.md, Pages / Validation and messages: submitting empty is blocked; non-blank goes to the results page. */
export function canSubmit(text: string): boolean {
  return text.trim().length > 0
}

export function resultsHref(text: string): string {
  return `/vinos/busqueda?q=${encodeURIComponent(text.trim())}`
}
