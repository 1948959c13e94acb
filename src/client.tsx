import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadCatalog } from './i18n/i18n'
import { detectLocale } from './i18n/locale'
import { hydrateIdsFromBrowser } from './ui/hydration-ids'

// The browser entry: Start's default one, with two differences. The page language's message catalogue arrives
// first (the router's context and the first render must speak the server's language, or hydration would not match);
// only that catalogue is fetched (with the back-office's on a /gestion page). And the router is restored from the
// server's state before the first render instead of during it: the browser runs the pages on Preact's compatibility layer, whose root
// cannot wait on a promise the way React's does (docs/decisions/024-preact-in-the-browser.md).
hydrateIdsFromBrowser()

void loadCatalog(detectLocale(), location.pathname)
  .then(() => hydrateStart())
  .then((router) => {
    hydrateRoot(
      document.documentElement,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
