import { useLingui } from '@lingui/react/macro'
import { formatCLP } from '~/lib/money'

/** Pesos in the page's language: '$11.990' in Spanish, '$11,990 CLP' in English. */
export function useCLP(): (amount: number | string | null | undefined) => string {
  const { i18n } = useLingui()
  return (amount) => formatCLP(amount, i18n.locale)
}
