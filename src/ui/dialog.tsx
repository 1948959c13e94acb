import { Suspense, useState, type ComponentProps } from 'react'
import { OnDemandBoundary, Unavailable, onDemand } from './on-demand'
import type { ModalProps } from './radix-modal'

export type { ModalProps } from './radix-modal'

// Dialogs open on a tap, never in the first paint (the age gate, which must be in the server's HTML, has markup of
// its own): the Radix dialog is loaded the first time one opens (docs/decisions/019-what-loads-first.md).
let radix: typeof import('./radix-modal') | undefined
const { Component: RadixModal } = onDemand(() =>
  import('./radix-modal').then((module) => {
    radix = module
    return module.default
  }),
)

/**
 * Accessible modal on Radix: focus trapped inside, focus returns to the opener, labelled by its title. Renders
 * nothing until it first opens; from then on it stays mounted, so closing keeps Radix's exit behaviour.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open)
  // Derived state: the first `open` flips `opened` during render (React re-renders at once, no effect needed).
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <OnDemandBoundary fallback={props.open ? <Unavailable floating /> : null}>
      <Suspense fallback={null}>
        <RadixModal {...props} />
      </Suspense>
    </OnDemandBoundary>
  )
}

/**
 * Radix's close button; only ever rendered inside an open `Modal`, so the module is there by then. Taking it from
 * the loaded module instead of a second `lazy` keeps the dialog's content from suspending once more after it has
 * mounted (a renderer that parks a suspended subtree outside the document would let Radix focus and label the
 * parked copy: docs/decisions/019-what-loads-first.md, "a lighter renderer, tried").
 */
export function DialogClose(props: ComponentProps<typeof import('./radix-modal').DialogClose>) {
  if (!radix) throw new Error('DialogClose is rendered outside an open Modal')
  return <radix.DialogClose {...props} />
}
