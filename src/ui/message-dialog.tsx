import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { DialogClose, Modal } from './dialog'
import { Icon } from './icons'

export type MessageKind = 'success' | 'error' | 'info'

const ICONS: Record<MessageKind, string> = { success: 'check', error: 'alert', info: 'info' }

/** docs/product.md, Errors: dialogs have an icon type and a close button only. */
export function MessageDialog({
  open,
  onClose,
  kind,
  title,
  description,
}: {
  open: boolean
  onClose: () => void
  kind: MessageKind
  title: ReactNode
  description?: ReactNode
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      className={`message-dialog message-dialog--${kind}`}
    >
      <span className="message-dialog__icon" aria-hidden="true">
        <Icon name={ICONS[kind]} size={40} />
      </span>
      <DialogClose className="button button--primary message-dialog__close">
        <Trans>Cerrar</Trans>
      </DialogClose>
    </Modal>
  )
}
