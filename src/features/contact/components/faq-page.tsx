import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { contactCrumbs, toContentPage } from '../contact-route'
import { faqItems } from '../faq'
import { ContactBanner } from './contact-banner'

// docs/product.md, Pages /contacto/preguntas-frecuentes from the need-help page (docs/product.md, The API GET /pages/need-help). The accordion is
// <details>/<summary>: keyboard and screen-reader support built in, works before hydration, and the browser's
// find-in-page opens the answer that matches. Each question has an id (its slug) for links to it.
export function FaqPage({ content }: { content: unknown }) {
  const { t, i18n } = useLingui()
  const page = toContentPage(content)
  const items = faqItems(page)
  return (
    <main id="contenido" className="contact-page">
      <ContactBanner
        title={t`Preguntas frecuentes`}
        image={page.banner_with_title?.background_image}
        intro={page.intro}
        crumbs={contactCrumbs(i18n, 'faq')}
      />
      <div className="contact-page__body contact-page__body--faq container">
        <section className="faq" aria-labelledby="faq-title">
          <h2 id="faq-title" className="visually-hidden">
            <Trans>Preguntas y respuestas</Trans>
          </h2>
          {items.map((item) => (
            <details key={item.id} id={item.id} className="faq__item">
              <summary className="faq__question">
                <span>{item.question}</span>
              </summary>
              <div className="faq__answer">
                {item.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {item.items.length > 0 ? (
                  <ul>
                    {item.items.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </details>
          ))}
        </section>
        <aside className="faq-cta">
          <h2>
            <Trans>¿No encontraste tu respuesta?</Trans>
          </h2>
          <p>
            <Trans>Escríbenos y te respondemos en menos de un día hábil.</Trans>
          </p>
          <div className="button-row">
            <Link to="/contacto/persona" className="button button--primary">
              <Trans>Escribir como persona</Trans>
            </Link>
            <Link to="/contacto/empresa" className="button button--ghost">
              <Trans>Escribir como empresa</Trans>
            </Link>
          </div>
        </aside>
      </div>
    </main>
  )
}
