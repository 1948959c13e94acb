import * as Dialog from '@radix-ui/react-dialog'
import type { ComponentProps, ReactNode } from 'react'
import { Icon } from './icons'

/** The classes of a drawer's parts: each drawer keeps its own look. */
export interface DrawerClasses {
  overlay: string
  content: string
  /** Wraps the head and the body when the content box itself is a full-size frame (the search popup). */
  inner?: string
  head: string
  title: string
  close: string
}

/**
 * A drawer or full-size popup on Radix's dialog (the filters on phones, the search): focus moves in and stays
 * inside, the title labels it, and its head has the close button. What closes it besides that button, and where
 * focus goes on opening and closing, the caller says through `contentProps`.
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  classes,
  contentProps,
  children,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  classes: DrawerClasses
  contentProps?: Omit<ComponentProps<typeof Dialog.Content>, 'className' | 'children'>
  children: ReactNode
}) {
  const head = (
    <div className={classes.head}>
      <Dialog.Title className={classes.title}>{title}</Dialog.Title>
      <Dialog.Close className={`icon-button ${classes.close}`} aria-label={closeLabel}>
        <Icon name="close" />
      </Dialog.Close>
    </div>
  )
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={classes.overlay} />
        <Dialog.Content className={classes.content} aria-describedby={undefined} {...contentProps}>
          {classes.inner ? (
            <div className={classes.inner}>
              {head}
              {children}
            </div>
          ) : (
            <>
              {head}
              {children}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
