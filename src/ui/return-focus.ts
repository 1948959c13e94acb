import { useRef } from 'react'

/**
 * Focus back to the control that opened a Radix dialog once it closes (Escape, its close button, a backdrop tap).
 * Radix returns focus to a `Dialog.Trigger`; the shop's dialogs are opened from elsewhere (a header button, an
 * "Agregar al carro", a form's link), so without this, closing sent focus to the top of the page and a keyboard or
 * screen-reader user lost their place. Spread onto `Dialog.Content`: the opener is the element that has focus when
 * Radix is about to move it into the dialog.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current
      opener.current = null
      if (!target?.isConnected) return
      event.preventDefault()
      target.focus()
    },
  }
}
