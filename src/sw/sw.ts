/// <reference lib="webworker" />
// The shop's service worker, built into /sw.js by the `serviceWorker` plugin of vite.config.ts. Workbox does the
// caching; this file only says what to cache and how (docs/decisions/ on the offline shop):
// - pages a shopper visited (home, lists, product pages, blog, events) and the data the client asks for when it
//   navigates to them: network first, the saved copy when offline;
// - hashed scripts and styles, and images: cache first (their URLs change when their content does);
// - never checkout, the account, the back-office or the API: those need the network and say so.
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope
declare const __OFFLINE_REVISION__: string
declare const __ON_DEMAND_ASSETS__: string[]

// The static assets serve public/offline.html at /offline (without the extension).
const OFFLINE_PAGE = '/offline'

// Besides the offline page: the scripts pages fetch only when something opens (the cart drawer, the search popup,
// dialogs, the carousel, the other language's catalogue), which an offline visit could not fetch otherwise
// (docs/decisions/019-what-loads-first.md). Their names carry their content hash: no revision needed.
precacheAndRoute([
  { url: OFFLINE_PAGE, revision: __OFFLINE_REVISION__ },
  { url: '/manifest.webmanifest', revision: __OFFLINE_REVISION__ },
  ...__ON_DEMAND_ASSETS__.map((url) => ({ url, revision: null })),
])
cleanupOutdatedCaches()

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

/** Pages that only make sense online: buying, paying, the account and the staff tools. */
const ONLINE_ONLY =
  /^\/(informacion-personal|informacion-de-envio|metodo-de-pago|datos-de-transferencia|compras|gracias|orden|cuenta|gestion|iniciar-sesion|registro|recuperar-contrasena|reiniciar-contrasena|webpay|_dev)(\/|$)/

const okOnly = new CacheableResponsePlugin({ statuses: [200] })

// The pages this worker answered from its saved copy because the network failed, by the window they opened in. A
// page asks on load (src/ui/offline-notice.tsx) and shows "Sin conexión": the browser's own online flag stays true
// on a connection that is up but not getting through, and in some browsers while offline.
const servedFromCopy = new Set<string>()
const markSavedCopy = {
  cachedResponseWillBeUsed: async ({
    event,
    cachedResponse,
  }: {
    event: ExtendableEvent
    cachedResponse?: Response
  }) => {
    const clientId = (event as FetchEvent).resultingClientId
    if (cachedResponse && clientId) {
      servedFromCopy.add(clientId)
      if (servedFromCopy.size > 50) servedFromCopy.delete(servedFromCopy.values().next().value!)
    }
    return cachedResponse ?? null
  },
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'served-from-copy?' || !event.ports[0]) return
  const clientId = (event.source as Client | null)?.id
  event.ports[0].postMessage({ servedFromCopy: Boolean(clientId && servedFromCopy.has(clientId)) })
})

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !ONLINE_ONLY.test(url.pathname),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [okOnly, markSavedCopy, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
)

// What a client-side navigation asks the server for (server functions read by GET): kept like the pages.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/_serverFn/'),
  new NetworkFirst({
    cacheName: 'page-data',
    networkTimeoutSeconds: 4,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
)

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 })],
  }),
)

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (url.origin === self.location.origin || url.pathname.startsWith('/cdn-cgi/image/')),
  new CacheFirst({
    cacheName: 'images',
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
)

// A page never visited, or one that needs the network, opened offline: the shop's offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
  return Response.error()
})
