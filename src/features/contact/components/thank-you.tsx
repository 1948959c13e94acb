import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '~/ui/icons'
import { HomeLink, ResultCard } from '~/ui/result-card'
import { contactCrumbs } from '../contact-route'
import { ContactBanner } from './contact-banner'

// docs/product.md, Pages /contacto/gracias: where both forms land after a successful submit.
export function ContactThankYou() {
  const { t, i18n } = useLingui()
  return (
    <main id="contenido" className="contact-page">
      <ContactBanner title={t`¡Gracias por escribirnos!`} crumbs={contactCrumbs(i18n, 'thanks')} />
      <div className="contact-page__body container">
        <ResultCard
          className="contact-thanks"
          role="status"
          level={2}
          media={
            <span className="contact-thanks__icon">
              <Icon name="check" size={40} />
            </span>
          }
          title={<Trans>Recibimos tu mensaje</Trans>}
          actions={
            <>
              <HomeLink />
              <Link to="/contacto/preguntas-frecuentes" className="button button--ghost">
                <Trans>Ver preguntas frecuentes</Trans>
              </Link>
            </>
          }
          actionsClassName="contact-thanks__actions"
        >
          <p>
            <Trans>
              Te responderemos en menos de un día hábil, de lunes a sábado entre 10:00 y 20:00. Te enviamos una
              confirmación a tu correo.
            </Trans>
          </p>
        </ResultCard>
      </div>
    </main>
  )
}
