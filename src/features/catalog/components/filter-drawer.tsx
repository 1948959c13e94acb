import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'
import { Icon } from '~/ui/icons'

/**
 * The filter panel as a modal drawer on phones (./filter-panel.tsx renders the controls inside): focus moves in and
 * stays inside, Escape and the backdrop close it, focus returns to "Filtrar". Loaded the first time it opens.
 */
export default function FilterDrawer({
  open,
  onClose,
  returnFocusRef,
  title,
  closeLabel,
  showLabel,
  children,
}: {
  open: boolean
  onClose: () => void
  returnFocusRef?: RefObject<HTMLElement | null>
  title: string
  closeLabel: string
  showLabel: string
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="filters__backdrop" />
        <Dialog.Content
          className="filters filters--drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; the opener here is the toolbar's button.
            event.preventDefault()
            returnFocusRef?.current?.focus()
          }}
        >
          <div className="filters__head">
            <Dialog.Title className="filters__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button filters__close" aria-label={closeLabel}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {children}
          <div className="filters__foot">
            <button type="button" className="button button--primary" onClick={onClose}>
              {showLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
