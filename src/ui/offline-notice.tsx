import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

// Offline means: the browser says so, or the service worker answered this page from its saved copy because the
// network failed (the browser's flag can stay true on a connection that does not get through). Coming back online
// clears the second.
let savedCopy = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function askServiceWorker() {
  const worker = navigator.serviceWorker?.controller
  if (!worker) return
  const channel = new MessageChannel()
  channel.port1.onmessage = (event: MessageEvent<{ servedFromCopy?: boolean }>) => {
    if (event.data?.servedFromCopy && !savedCopy) {
      savedCopy = true
      notify()
    }
  }
  worker.postMessage({ type: 'served-from-copy?' }, [channel.port2])
}

let asked = false
function subscribe(onChange: () => void) {
  listeners.add(onChange)
  const back = () => {
    savedCopy = false
    onChange()
  }
  window.addEventListener('online', back)
  window.addEventListener('offline', onChange)
  if (!asked) {
    asked = true
    askServiceWorker()
  }
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('online', back)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the page may count on the network (always true on the server: pages render for a connected reader). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !savedCopy,
    () => true,
  )
}

/** "Sin conexión": shown while offline, over any page the service worker served from its saved copy. */
export function OfflineNotice() {
  const { t } = useLingui()
  const online = useOnline()
  if (online) return null
  const buying = /^\/(carrito|informacion-personal|informacion-de-envio|metodo-de-pago)/.test(window.location.pathname)
  return (
    <div className="offline-notice" role="status">
      {buying
        ? t`Sin conexión: para comprar y pagar necesitas conexión. Tu carro queda guardado.`
        : t`Sin conexión: estás viendo una copia guardada. Los cambios en tu carro se enviarán al volver la conexión.`}
    </div>
  )
}
