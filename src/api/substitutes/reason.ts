import { msg } from '@lingui/core/macro'
import type { Locale } from '~/lib/locale'
import { formatCLP } from '~/lib/money'
import { perLocale } from '../i18n'
import type { SubstituteMatch } from './rank'

// "Misma cepa y valle, $2.000 más": why this wine is offered instead, in the request's language.
const reasonCopy = perLocale((i18n) => ({
  grapeAndValley: i18n._(msg`Misma cepa y valle`),
  grapeAndRegion: i18n._(msg`Misma cepa y región`),
  grape: i18n._(msg`Misma cepa`),
  valley: i18n._(msg`Mismo valle`),
  region: i18n._(msg`Misma región`),
  country: i18n._(msg`Mismo país`),
  samePrice: i18n._(msg`mismo precio`),
  more: (amount: string) => i18n._(msg`${amount} más`),
  less: (amount: string) => i18n._(msg`${amount} menos`),
}))

export function substituteReason(match: SubstituteMatch, regionName: string | null, locale: Locale): string {
  const copy = reasonCopy(locale)
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
