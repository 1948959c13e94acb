import { StartClient } from '@tanstack/react-start/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'

// The browser entry: Start's own (docs/decisions/025-react-in-the-browser.md). React takes the document at once, so
// its listeners are there from the first moment: a tap on a part not hydrated yet makes React hydrate that part on
// the spot and then handle the tap. The page language's message catalogue, which the first render needs to match the
// server's HTML, is awaited while the router is built (src/router.tsx), inside React's suspension, not before it.
hydrateRoot(
  document,
  <StrictMode>
    <StartClient />
  </StrictMode>,
)
