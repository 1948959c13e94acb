import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useReturnFocus } from './return-focus'

// The Radix dialog behind `Modal` (./dialog.tsx). Kept in a module of its own so that Radix (about 14 KB gzip with
// its focus-trap and scroll-lock helpers) is fetched the first time a dialog opens, not with every page.

export interface ModalProps {
  open: boolean
  onOpenChange?: (open: boolean) => void
  title: ReactNode
  /** Screen-reader title only (the visual title is part of the children). */
  hideTitle?: boolean
  description?: ReactNode
  children?: ReactNode
  /** false: Escape and outside clicks do not close it (age gate, search popup backdrop). */
  dismissable?: boolean
  className?: string
  overlayClassName?: string
  /** false: render in place instead of a portal, so the server HTML already contains it (age gate). */
  portal?: boolean
}

/** Accessible modal on Radix: focus trapped inside, focus returns to the opener, labelled by its title. */
export default function RadixModal({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  dismissable = true,
  className,
  overlayClassName,
  portal = true,
}: ModalProps) {
  const returnFocus = useReturnFocus()
  const block = (event: Event) => {
    if (!dismissable) event.preventDefault()
  }
  const Wrapper = portal ? RadixDialog.Portal : Inline
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <Wrapper>
        <RadixDialog.Overlay className={`modal-overlay ${overlayClassName ?? ''}`} />
        <RadixDialog.Content
          className={`modal ${className ?? ''}`}
          {...returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'modal__title'}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="modal__description">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </Wrapper>
    </RadixDialog.Root>
  )
}

function Inline({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/** @public Rendered through the loaded module by `DialogClose` in dialog.tsx. */
export const DialogClose = RadixDialog.Close
