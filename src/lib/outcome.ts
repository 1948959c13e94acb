import { ApiError } from './errors'

/**
 * What a form's server function answers: the data, or the API's refusal for the form to show (field errors beside
 * the fields, the message above them, and for a 409 the current state it lost to). Anything else still throws.
 */
export type Outcome<T = null> =
  | { ok: true; data: T }
  | {
      ok: false
      status: number
      message: string
      fieldErrors: Record<string, string[]>
      current?: Record<string, string | number | boolean | null>
    }

export async function outcome<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await run() }
  } catch (err) {
    // Any refusal of the API, a 5xx included, is shown on the form, which keeps what the person typed.
    if (err instanceof ApiError) {
      const current = err.details.current as Record<string, string | number | boolean | null> | undefined
      return {
        ok: false,
        status: err.status,
        message: err.message,
        fieldErrors: err.fieldErrors,
        ...(current ? { current } : {}),
      }
    }
    throw err
  }
}
