import useEmblaCarousel from 'embla-carousel-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { RelatedItem } from '~/contract/cart'
import { BREAKPOINT_MOBILE } from '~/lib/limits'
import { useCLP } from '~/ui/use-clp'
import { showOldPrice } from '~/lib/price-display'
import { Icon } from '~/ui/icons'

/**
 * docs/product.md, Pages 'usually purchased together': 2.2 cards per view moving 2 per step; below 480 px 1.3 cards and 1 per
 * step (card widths in CSS); arrows hidden below 780 px (CSS).
 */
export function RelatedSlider({
  items,
  onAdd,
  busy,
}: {
  items: RelatedItem[]
  onAdd: (item: RelatedItem) => void
  busy: boolean
}) {
  const clp = useCLP()
  const { t } = useLingui()
  const [emblaRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 2,
    breakpoints: { [`(max-width: ${BREAKPOINT_MOBILE - 1}px)`]: { slidesToScroll: 1 } },
  })
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)
  const sync = useCallback(() => {
    if (!embla) return
    setCanPrev(embla.canScrollPrev())
    setCanNext(embla.canScrollNext())
  }, [embla])
  useEffect(() => {
    if (!embla) return
    embla.on('init', sync).on('select', sync).on('reInit', sync)
    queueMicrotask(sync)
    return () => {
      embla.off('init', sync).off('select', sync).off('reInit', sync)
    }
  }, [embla, sync])
  if (items.length === 0) return null
  return (
    <section className="related" aria-label={t`Usualmente comprados juntos`}>
      <div className="related__head">
        <h3>
          <Trans>Usualmente comprados juntos</Trans>
        </h3>
        <div className="related__arrows">
          <button type="button" aria-label={t`Anteriores`} disabled={!canPrev} onClick={() => embla?.scrollPrev()}>
            <Icon name="chevron-left" size={18} />
          </button>
          <button type="button" aria-label={t`Siguientes`} disabled={!canNext} onClick={() => embla?.scrollNext()}>
            <Icon name="chevron-right" size={18} />
          </button>
        </div>
      </div>
      <div className="related__viewport" ref={emblaRef}>
        <ul className="related__track">
          {items.map((item) => (
            <li key={item.sku} className="related__slide">
              <img src={item.frontend_image ?? '/favicon.svg'} alt="" width={80} height={100} loading="lazy" />
              <span className="related__name">{item.name}</span>
              <span className="related__price">
                {showOldPrice(item.price, item.reference_price) ? <s>{clp(item.reference_price)}</s> : null}{' '}
                {clp(item.price)}
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={busy}
                onClick={() => onAdd(item)}
                aria-label={t`Agregar ${item.name}`}
              >
                <Trans>Agregar</Trans>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
