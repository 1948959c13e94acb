import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { whenPageCodeIsIn } from '~/features/layout/page-code'

// The browser entry: Start's own (docs/decisions/025-react-in-the-browser.md). React takes the document once the
// page's modules are in (the router would wait for the same modules before hydrating; when one cannot be fetched,
// the server's HTML stays on screen instead of giving way to an error view: docs/decisions/037). Its listeners are
// then there at once: a tap on a part not hydrated yet makes React hydrate that part on the spot and then handle
// the tap. The page language's message catalogue, which the first render needs to match the server's HTML, is
// awaited while the router is built (src/router.tsx), inside React's suspension, not before it.
void whenPageCodeIsIn().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  }),
)
