import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Suspense, type ReactNode } from 'react'
import { type HomeContent } from '~/contract/pages'
import { homeContent } from '~/features/content/page-schemas'
import { ContentLink } from '~/ui/content-link'
import { Icon } from '~/ui/icons'
import { pageContentQueryOptions } from '../content.queries'

// The home page from GET /pages/home (docs/product.md, Pages): hero, highlights, categories, promo, wine bar, sommelier.

function Hero({ slide }: { slide: HomeContent['hero'][number] }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner container">
        <div className="home-hero__copy">
          {slide.eyebrow ? <p className="eyebrow eyebrow--light">{slide.eyebrow}</p> : null}
          <h1 id="home-hero-title">{slide.title}</h1>
          <p className="home-hero__text">{slide.text}</p>
          <div className="button-row">
            <ContentLink href={slide.cta_link} className="button button--gold button--large">
              {slide.cta_text}
            </ContentLink>
            {slide.secondary_text ? (
              <ContentLink href={slide.secondary_link} className="button button--outline-light button--large">
                {slide.secondary_text}
              </ContentLink>
            ) : null}
          </div>
        </div>
        <div className="home-hero__art">
          <img src={slide.image} alt="" width={640} height={480} fetchPriority="high" />
        </div>
      </div>
    </section>
  )
}

function Highlights({ items }: { items: HomeContent['highlights'] }) {
  return (
    <section className="home-highlights" aria-label="Vinoteca Andes">
      <ul className="home-highlights__list container">
        {items.map((item) => (
          <li key={item.title}>
            <span className="home-highlights__icon">
              <Icon name={item.icon} size={24} />
            </span>
            <div>
              <p className="home-highlights__title">{item.title}</p>
              <p className="home-highlights__text">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Categories({ items }: { items: HomeContent['categories'] }) {
  return (
    <section className="home-section container" aria-labelledby="home-categories-title">
      <div className="section-heading">
        <p className="eyebrow">
          <Trans>Explora la tienda</Trans>
        </p>
        <h2 id="home-categories-title">
          <Trans>¿Qué vas a descorchar hoy?</Trans>
        </h2>
      </div>
      <ul className="category-grid">
        {items.map((item) => (
          <li key={item.link}>
            <ContentLink href={item.link} className="category-tile">
              <img src={item.image} alt="" width={360} height={270} loading="lazy" decoding="async" />
              <span className="category-tile__body">
                <span className="category-tile__title">{item.title}</span>
                {item.text ? <span className="category-tile__text">{item.text}</span> : null}
              </span>
              <Icon name="arrow" size={18} className="category-tile__arrow" />
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Promo({ slide }: { slide: HomeContent['hero'][number] }) {
  return (
    <section className="home-section container" aria-labelledby="home-promo-title">
      <div className="promo-banner">
        <div className="promo-banner__copy">
          {slide.eyebrow ? <p className="eyebrow">{slide.eyebrow}</p> : null}
          <h2 id="home-promo-title">{slide.title}</h2>
          <p>{slide.text}</p>
          <ContentLink href={slide.cta_link} className="button button--primary">
            {slide.cta_text}
          </ContentLink>
        </div>
        <img src={slide.image} alt="" width={520} height={320} loading="lazy" decoding="async" />
      </div>
    </section>
  )
}

function WineBar({ bar }: { bar: HomeContent['wine_bar'] }) {
  return (
    <section className="home-bar" aria-labelledby="home-bar-title">
      <div className="home-bar__inner container">
        <img
          src={bar.image}
          alt=""
          width={600}
          height={440}
          loading="lazy"
          decoding="async"
          className="home-bar__image"
        />
        <div className="home-bar__copy">
          {bar.eyebrow ? <p className="eyebrow eyebrow--light">{bar.eyebrow}</p> : null}
          <h2 id="home-bar-title">{bar.title}</h2>
          <p>{bar.text}</p>
          {bar.hours ? (
            <p className="home-bar__hours">
              <Icon name="clock" size={18} /> {bar.hours}
            </p>
          ) : null}
          <div className="button-row">
            <ContentLink href={bar.cta_link} className="button button--gold">
              {bar.cta_text}
            </ContentLink>
            {bar.secondary_text ? (
              <ContentLink href={bar.secondary_link} className="button button--outline-light">
                {bar.secondary_text}
              </ContentLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}

function Sommelier({ data }: { data: HomeContent['sommelier'] }) {
  return (
    <section className="home-section container" aria-labelledby="home-sommelier-title">
      <div className="sommelier-teaser">
        <span className="sommelier-teaser__icon" aria-hidden="true">
          <Icon name="sparkle" size={34} />
        </span>
        <div className="sommelier-teaser__copy">
          {data.eyebrow ? <p className="eyebrow">{data.eyebrow}</p> : null}
          <h2 id="home-sommelier-title">{data.title}</h2>
          <p>{data.text}</p>
        </div>
        <ContentLink href={data.cta_link} className="button button--primary button--large">
          {data.cta_text}
        </ContentLink>
      </div>
    </section>
  )
}

/** `rails`: the product highlights, given by the route (features do not import each other). */
export function HomePage({ rails }: { rails?: ReactNode }) {
  const locale = useRouteContext({ from: '__root__', select: (c) => c.locale })
  const { data: home } = useSuspenseQuery(pageContentQueryOptions('home', locale, homeContent))
  const [main, ...promos] = home.hero
  return (
    <main id="contenido" className="home">
      {main ? <Hero slide={main} /> : null}
      <Highlights items={home.highlights} />
      {/* Below the fold: hydrated in a later, interruptible render of its own (React's selective hydration). */}
      <Suspense>
        <Categories items={home.categories} />
        {rails}
        {promos.map((slide) => (
          <Promo key={slide.title} slide={slide} />
        ))}
        <WineBar bar={home.wine_bar} />
        <Sommelier data={home.sommelier} />
      </Suspense>
    </main>
  )
}
