import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the browser says it is online (always true on the server: pages render for a connected reader). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
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
