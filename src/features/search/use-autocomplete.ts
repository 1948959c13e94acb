import { useCallback, useEffect, useRef, useState } from 'react'
import type { Suggestion } from '~/contract/catalog'
import { AUTOCOMPLETE_BLUR_CLOSE_MS, AUTOCOMPLETE_DEBOUNCE_MS, SUGGESTIONS_IN_POPUP } from '~/lib/limits'
import { moveHighlight, shouldSuggest } from './autocomplete'
import { getSuggestions } from './search.functions'

/**
 * docs/product.md, How things behave autocomplete: closed by default; opens when results arrive and the field is focused; closes on
 * outside click, Escape, blur (after 150 ms) or text shorter than 2. Debounce 300 ms. A failed suggestion
 * search silently clears and closes.
 */
export function useAutocomplete(text: string) {
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [highlight, setHighlight] = useState(-1)
  const focused = useRef(false)
  const request = useRef(0)
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const close = useCallback(() => {
    setOpen(false)
    setHighlight(-1)
  }, [])

  useEffect(() => {
    const id = ++request.current
    // Text shorter than 2 closes the list: derived below, no state to reset here.
    if (!shouldSuggest(text)) return
    const timer = setTimeout(async () => {
      try {
        const result = await getSuggestions({ data: { search: text.trim(), per_page: SUGGESTIONS_IN_POPUP } })
        if (id !== request.current) return // a newer keystroke won
        setItems(result)
        setHighlight(-1)
        setOpen(result.length > 0 && focused.current)
      } catch {
        if (id !== request.current) return
        setItems([])
        close()
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, close])

  useEffect(() => () => clearTimeout(blurTimer.current), [])

  const onFocus = () => {
    focused.current = true
    clearTimeout(blurTimer.current)
    if (items.length > 0) setOpen(true)
  }
  const onBlur = () => {
    focused.current = false
    // A click on a suggestion lands before the list disappears.
    blurTimer.current = setTimeout(close, AUTOCOMPLETE_BLUR_CLOSE_MS)
  }
  const onArrow = (key: 'ArrowDown' | 'ArrowUp') => {
    if (!open) {
      if (items.length > 0 && key === 'ArrowDown') {
        setOpen(true)
        setHighlight(0)
      }
      return
    }
    setHighlight((i) => moveHighlight(i, key, items.length))
  }
  const reset = () => {
    request.current++
    setItems([])
    close()
  }

  const active = shouldSuggest(text)
  return {
    items: active ? items : [],
    open: open && active,
    highlight: active ? highlight : -1,
    setHighlight,
    close,
    reset,
    onFocus,
    onBlur,
    onArrow,
  }
}
