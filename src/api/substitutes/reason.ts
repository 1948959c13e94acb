import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import type { SubstituteMatch } from './rank'

// "Misma cepa y valle, $2.000 más": why this wine is offered instead, in the request's language.
const COPY = {
  es: {
    grapeAndValley: 'Misma cepa y valle',
    grapeAndRegion: 'Misma cepa y región',
    grape: 'Misma cepa',
    valley: 'Mismo valle',
    region: 'Misma región',
    country: 'Mismo país',
    samePrice: 'mismo precio',
    more: (amount: string) => `${amount} más`,
    less: (amount: string) => `${amount} menos`,
  },
  en: {
    grapeAndValley: 'Same grape and valley',
    grapeAndRegion: 'Same grape and region',
    grape: 'Same grape',
    valley: 'Same valley',
    region: 'Same region',
    country: 'Same country',
    samePrice: 'same price',
    more: (amount: string) => `${amount} more`,
    less: (amount: string) => `${amount} less`,
  },
} as const

export function substituteReason(match: SubstituteMatch, regionName: string | null, locale: Locale): string {
  const copy = COPY[locale]
  const isValley = /^valle\b/i.test(regionName ?? '')
  const kinship =
    match.sameGrape && match.sameRegion
      ? isValley
        ? copy.grapeAndValley
        : copy.grapeAndRegion
      : match.sameGrape
        ? copy.grape
        : match.sameRegion
          ? isValley
            ? copy.valley
            : copy.region
          : copy.country
  const difference = match.priceDifference
  const price =
    difference === 0
      ? copy.samePrice
      : difference > 0
        ? copy.more(formatCLP(difference, locale))
        : copy.less(formatCLP(-difference, locale))
  return `${kinship}, ${price}`
}
