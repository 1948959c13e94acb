import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getSubstitutes } from '../back-in-stock.functions'
import { catalogKeys } from '../catalog.queries'
import { ProductCard } from './product-card'

/** Up to three in-stock wines in place of a sold-out one, each saying why ("Misma cepa y valle, $2.000 más"). */
export function Substitutes({ slug, locale }: { slug: string; locale: string }) {
  const { t } = useLingui()
  const { data } = useQuery({
    queryKey: [...catalogKeys.all, 'substitutes', locale, slug],
    queryFn: () => getSubstitutes({ data: { slug } }),
    staleTime: 60_000,
  })
  if (!data?.length) return null
  return (
    <section className="substitutes" aria-labelledby="substitutes-title">
      <h2 id="substitutes-title" className="section-title">
        {t`Alternativas disponibles`}
      </h2>
      <ul className="substitutes__list">
        {data.map((wine) => (
          <li key={wine.id} className="substitutes__item">
            <p className="substitutes__reason">{wine.reason}</p>
            <ProductCard product={wine} />
          </li>
        ))}
      </ul>
    </section>
  )
}
