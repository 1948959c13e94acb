// docs/product.md, Errors: the error modal body comes from, in order: the response's errors list (joined by line breaks),
// the response message, the response error, the error's own message, a fallback, then the generic text.
export const UNEXPECTED_ERROR = 'Ha ocurrido un error inesperado. Por favor intenta nuevamente.'

export interface ErrorBody {
  message?: unknown
  error?: unknown
  errors?: unknown
}

function errorsList(errors: unknown): string[] {
  if (!errors) return []
  if (typeof errors === 'string') return [errors]
  if (Array.isArray(errors)) return errors.flatMap(errorsList)
  if (typeof errors === 'object') return Object.values(errors as Record<string, unknown>).flatMap(errorsList)
  return []
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

export function resolveErrorMessage(
  body: ErrorBody | null | undefined,
  ownMessage?: string,
  fallback?: string,
): string {
  const list = errorsList(body?.errors)
  if (list.length > 0) return list.join('\n')
  return text(body?.message) ?? text(body?.error) ?? text(ownMessage) ?? text(fallback) ?? UNEXPECTED_ERROR
}

/** A refusal of the API in the shop's error shape (status, message, field errors), as the storefront's calls see it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The rest of the error body (for example the current state a 409 names). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
