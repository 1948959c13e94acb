import type { I18n } from '@lingui/core'
import { validationMessage } from '~/lib/validation'

/**
 * The message to show for a field: its first error, as a validation message key (docs/product.md, Validation and messages) from the contract schemas
 * ("minLength:8", turned into the reader's language) or as text answered by the API. valibot reports every failing
 * step of a pipe ('required' and 'email' for an empty e-mail): the first says it.
 */
export function firstErrorText(errors: readonly unknown[], i18n: I18n): string | null {
  for (const error of errors) {
    const key =
      typeof error === 'string'
        ? error
        : error && typeof error === 'object' && 'message' in error
          ? String((error as { message: unknown }).message)
          : ''
    if (key) return validationMessage(key, i18n)
  }
  return null
}

/** The ids a field's control needs: its own, and the hint and error it is described by. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  return [hasHint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}
