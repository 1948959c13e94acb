import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { unsubscribeStockAlert } from '../back-in-stock.functions'

/** The page behind the e-mail's "no more alerts" link: one button, then a clear answer. */
export function CancelStockAlert({ token }: { token?: string }) {
  const { t } = useLingui()
  const mutation = useMutation({ mutationFn: (value: string) => unsubscribeStockAlert({ data: { token: value } }) })
  const valid = Boolean(token && /^[A-Za-z0-9_-]{20,64}$/.test(token))
  return (
    <main id="contenido" className="container narrow-page">
      <h1>{t`Cancelar aviso de stock`}</h1>
      {!valid || mutation.data?.ok === false ? (
        <p role="status">{t`Este aviso ya no existe: se envió o lo cancelaste antes.`}</p>
      ) : mutation.data?.ok ? (
        <p role="status">{t`Listo: ya no te avisaremos de este producto.`}</p>
      ) : (
        <>
          <p>{t`Dejaremos de avisarte cuando este producto vuelva a estar disponible.`}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={mutation.isPending}
            onClick={() => token && mutation.mutate(token)}
          >
            {t`Cancelar aviso`}
          </button>
        </>
      )}
      <p>
        <Link to="/">{t`Volver al inicio`}</Link>
      </p>
    </main>
  )
}
