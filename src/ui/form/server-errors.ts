import { useSyncExternalStore } from 'react'
import { withoutField } from './form-binding'

// What the kit keeps beside a TanStack form: the API's field errors (a 422's `errors: { field: [msg] }`), shown
// beside their fields until the person edits that field, and the <form> element, to move the focus to the first
// field to fix. Kept outside TanStack's own error map on purpose: an error put there makes the form invalid, so a
// field the API refused (or a key no field renders) would block every later submit instead of letting the API
// answer again.

type Listener = () => void

class FormExtras {
  errors: Record<string, string[]> = {}
  element: HTMLFormElement | null = null
  private listeners = new Set<Listener>()

  set(errors: Record<string, string[]>) {
    if (errors === this.errors) return
    this.errors = errors
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
}

const extras = new WeakMap<object, FormExtras>()

/** A form as the kit meets it: the object useAppForm returns, or the FormApi that fields and callbacks receive. */
interface AnyForm {
  store: object
}

/**
 * The kit's state of one form, created on first use. Keyed by the form's store: useAppForm returns a copy of the
 * FormApi (with Field, AppField…) while fields and onSubmit receive the FormApi itself; both share the one store.
 */
export function formExtras(form: AnyForm): FormExtras {
  let found = extras.get(form.store)
  if (!found) {
    found = new FormExtras()
    extras.set(form.store, found)
  }
  return found
}

/** Shows the API's field errors beside the fields (replacing the previous answer's). */
export function setServerErrors(form: AnyForm, errors: Record<string, string[]>) {
  formExtras(form).set(errors)
}

/** Drops one field's API errors, as soon as the person edits it. */
export function clearServerError(form: AnyForm, field: string) {
  const state = formExtras(form)
  state.set(withoutField(state.errors, field))
}

/** The API's errors for one field; re-renders only when they change. */
export function useServerFieldErrors(form: AnyForm, field: string): readonly string[] | undefined {
  const state = formExtras(form)
  const read = () => state.errors[field]
  return useSyncExternalStore(state.subscribe, read, read)
}

/**
 * Moves focus to the first field marked invalid once React has painted the errors, so keyboard and screen-reader
 * users land on what needs fixing after a refused submit (or a 422).
 */
export function focusFirstInvalid(form: AnyForm) {
  const element = formExtras(form).element
  requestAnimationFrame(() => element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
