import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/')({
  component: Home,
})

function Home() {
  return (
    <main id="contenido">
      <h1>
        <Trans>Vinos, destilados y productos gourmet</Trans>
      </h1>
    </main>
  )
}
