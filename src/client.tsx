import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { options } from 'preact'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadCatalog } from './i18n/i18n'
import { detectLocale } from './i18n/locale'
import { afterThisTask, hydrateInSlices, type HandOverWork } from './ui/hydrate-later'
import { hydrateIdsFromBrowser } from './ui/hydration-ids'

// The browser entry: Start's default one, with these differences (docs/decisions/024-preact-in-the-browser.md).
// - The page language's message catalogue arrives first: the router's context and the first render must speak the
//   server's language, or hydration would not match. Only that catalogue is fetched (with the back-office's on a
//   /gestion page).
// - The router is restored from the server's state before the first render instead of during it: the pages run on
//   Preact, whose root cannot wait on a promise the way React's does.
// - Preact hydrates <body> only (the head stays the server's, src/ui/head-sync.tsx), in slices
//   (src/ui/hydrate-later.tsx).
hydrateIdsFromBrowser()

// Preact runs the effects of everything rendered before the next frame in one task (its `requestAnimationFrame`
// option schedules that run). While the page hydrates, each slice's effects run in a task of their own instead,
// before the next slice (src/ui/hydrate-later.tsx); afterwards Preact schedules them itself again.
const effectsBetweenSlices: HandOverWork = (schedule) => {
  const own = options.requestAnimationFrame
  options.requestAnimationFrame = schedule
  return () => {
    options.requestAnimationFrame = own
  }
}
void loadCatalog(detectLocale(), location.pathname)
  // The catalogue's module runs in a task of its own, before the router is built.
  .then(afterThisTask)
  .then(() => hydrateStart())
  .then((router) => {
    hydrateInSlices(
      () =>
        hydrateRoot(
          document.body,
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        ),
      effectsBetweenSlices,
    )
  })
