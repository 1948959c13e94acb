import { useEffect } from 'react'
import { loadDraft, saveDraft, type ReservationKind } from '../draft'

interface ValuesStore<T> {
  state: { values: T }
  subscribe: (fn: (state: { values: T }) => void) => { unsubscribe: () => void }
}

/**
 * Restores what the person typed last time (after hydration: sessionStorage does not exist on the server), then
 * keeps every later change. The subscription starts after the restore, so defaults never overwrite a kept draft.
 */
export function useKeptDraft<T>(
  kind: ReservationKind,
  store: ValuesStore<T>,
  restore: (draft: Partial<T> | null) => void,
) {
  useEffect(() => {
    restore(loadDraft<T>(kind))
    saveDraft(kind, store.state.values)
    const subscription = store.subscribe((state) => saveDraft(kind, state.values))
    return () => subscription.unsubscribe()
    // Once per mount by design: the restore closes over the first render's props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, store])
}
