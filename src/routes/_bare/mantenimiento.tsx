import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

// A page in the bare layout: shown by operators during maintenance (no header, menu or widgets to load).
export const Route = createFileRoute('/_bare/mantenimiento')({
  head: () => ({ meta: [{ title: 'Vinoteca Andes' }, { name: 'robots', content: 'noindex' }] }),
  component: Maintenance,
})

function Maintenance() {
  return (
    <main id="contenido" className="status-page">
      <img className="status-page__image" src="/img/age-gate.svg" alt="" width={220} height={140} />
      <h1>
        <Trans>Volvemos pronto</Trans>
      </h1>
      <p className="status-page__text">
        <Trans>
          Estamos ordenando la cava. Mientras tanto, escríbenos a hola@vinotecaandes.cl o al +56 9 8765 4321.
        </Trans>
      </p>
    </main>
  )
}
