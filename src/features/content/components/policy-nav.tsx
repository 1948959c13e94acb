import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'

/** Side navigation between the about and policy pages (docs/product.md, Pages /acerca-de children). */
export function PolicyNav() {
  const { t } = useLingui()
  const links = [
    { to: '/acerca-de', label: t`Acerca de nosotros` },
    { to: '/acerca-de/politicas-de-cambio', label: t`Políticas de cambio y devolución` },
    { to: '/acerca-de/politicas-de-despacho', label: t`Políticas de despacho` },
    { to: '/acerca-de/politicas-de-privacidad', label: t`Políticas de privacidad` },
  ] as const
  return (
    <nav className="policy-nav" aria-label={t`Información de la tienda`}>
      <p className="policy-nav__title">
        <Trans>Información</Trans>
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="policy-nav__help">
        <Trans>¿Dudas? Escríbenos a</Trans> <a href="mailto:hola@vinotecaandes.cl">hola@vinotecaandes.cl</a>
      </p>
    </nav>
  )
}
