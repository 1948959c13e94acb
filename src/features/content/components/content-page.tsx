import type { PageSlug } from '~/contract/pages'
import { useContentPage } from '../use-content-page'

/** A content page (about, policies, wine bar…): banner with title, intro and sections (docs/product.md, Pages policy pages). */
export function ContentPageView({ slug, aside }: { slug: PageSlug; aside?: React.ReactNode }) {
  const page = useContentPage(slug)
  const banner = page.banner_with_title
  return (
    <main id="contenido" className="content-page">
      <header className="content-banner">
        {banner?.background_image ? (
          <img className="content-banner__image" src={banner.background_image} alt="" width={1440} height={360} />
        ) : null}
        <div className="content-banner__inner container">
          <h1>{banner?.title ?? page.seo.title}</h1>
        </div>
      </header>
      <div className="content-page__body container">
        <article className="prose">
          {page.intro ? <p className="prose__lead">{page.intro}</p> : null}
          {page.sections.map((section, i) => (
            <section key={section.title || i}>
              {section.title ? <h2>{section.title}</h2> : null}
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items.length > 0 ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
        {aside}
      </div>
    </main>
  )
}
