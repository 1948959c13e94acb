import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadCatalog } from './i18n/i18n'
import { detectLocale } from './i18n/locale'

// The browser entry: Start's default one, after the page language's message catalogue has arrived (the first
// render must speak the server's language, or hydration would not match). Only that catalogue is fetched (with
// the back-office's on a /gestion page).
void loadCatalog(detectLocale(), location.pathname).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
