// What a person typed into a reservation form, kept in sessionStorage on every change so that nothing is lost:
// the failure page's "Volver a intentar" returns to the form with it (docs/product.md, Errors failure → retry). The outcome of a
// submit (confirmation or refusal message) travels to the thank-you / failure page the same way — it never goes
// into the URL, so a shared link cannot put words on those pages. Browser-only; every access is guarded.

import { useMemo, useSyncExternalStore } from 'react'

export type ReservationKind = 'event' | 'table'

const key = (kind: ReservationKind, part: 'draft' | 'done' | 'failure') => `reservation:${kind}:${part}`

function read<T>(name: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(name)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(name: string, value: unknown) {
  try {
    if (value === null) window.sessionStorage.removeItem(name)
    else window.sessionStorage.setItem(name, JSON.stringify(value))
  } catch {
    /* storage full or disabled: the form still works, only the draft is not kept */
  }
}

export const loadDraft = <T>(kind: ReservationKind) => read<Partial<T>>(key(kind, 'draft'))
export const saveDraft = (kind: ReservationKind, values: unknown) => write(key(kind, 'draft'), values)
export const clearDraft = (kind: ReservationKind) => write(key(kind, 'draft'), null)

export const saveConfirmation = (kind: ReservationKind, value: unknown) => write(key(kind, 'done'), value)

export interface FailureNote {
  message: string
  /** Where "Volver a intentar" goes (the form, with its search params). */
  retry?: string
}
export const saveFailure = (kind: ReservationKind, note: FailureNote | null) => write(key(kind, 'failure'), note)

const noSubscription = () => () => undefined

/** A stored outcome, read without a hydration mismatch: null on the server and in the first client render. */
export function useStoredOutcome<T>(kind: ReservationKind, part: 'done' | 'failure'): T | null {
  const raw = useSyncExternalStore(
    noSubscription,
    () => {
      try {
        return window.sessionStorage.getItem(key(kind, part))
      } catch {
        return null
      }
    },
    () => null,
  )
  return useMemo(() => {
    try {
      return raw ? (JSON.parse(raw) as T) : null
    } catch {
      return null
    }
  }, [raw])
}
