import type { ReactNode, RefObject } from 'react'
import { Drawer, type DrawerClasses } from '~/ui/drawer'

const DRAWER_CLASSES: DrawerClasses = {
  overlay: 'filters__backdrop',
  content: 'filters filters--drawer',
  head: 'filters__head',
  title: 'filters__title',
  close: 'filters__close',
}

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
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      classes={DRAWER_CLASSES}
      contentProps={{
        onCloseAutoFocus: (event) => {
          // Radix returns focus to a Dialog.Trigger; the opener here is the toolbar's button.
          event.preventDefault()
          returnFocusRef?.current?.focus()
        },
      }}
    >
      {children}
      <div className="filters__foot">
        <button type="button" className="button button--primary" onClick={onClose}>
          {showLabel}
        </button>
      </div>
    </Drawer>
  )
}
