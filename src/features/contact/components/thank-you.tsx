import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '~/ui/icons'
import { contactCrumbs } from '../contact-route'
import { ContactBanner } from './contact-banner'

// docs/product.md, Pages /contacto/gracias: where both forms land after a successful submit.
export function ContactThankYou() {
  const { t, i18n } = useLingui()
  return (
    <main id="contenido" className="contact-page">
      <ContactBanner title={t`¡Gracias por escribirnos!`} crumbs={contactCrumbs(i18n, 'thanks')} />
      <div className="contact-page__body container">
        <section className="contact-thanks" role="status">
          <span className="contact-thanks__icon">
            <Icon name="check" size={40} />
          </span>
          <h2>
            <Trans>Recibimos tu mensaje</Trans>
          </h2>
          <p>
            <Trans>
              Te responderemos en menos de un día hábil, de lunes a sábado entre 10:00 y 20:00. Te enviamos una
              confirmación a tu correo.
            </Trans>
          </p>
          <div className="button-row contact-thanks__actions">
            <Link to="/" className="button button--primary">
              <Trans>Volver al inicio</Trans>
            </Link>
            <Link to="/contacto/preguntas-frecuentes" className="button button--ghost">
              <Trans>Ver preguntas frecuentes</Trans>
            </Link>
          </div>
        </section>
      </div>
    </main>
  )
}
