import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { pageTitle } from '~/i18n/title'

// The purchase result pages' head, apart from their loader and page (./-order-result.tsx) so that the route tree,
// which every page loads first, does not carry the checkout's code. (A leading '-' keeps this file out of the tree.)
export const orderResultHead = ({ match }: { match: { context: { i18n: I18n } } }) => ({
  meta: [{ title: pageTitle(match.context.i18n, msg`Tu compra`) }, { name: 'robots', content: 'noindex' }],
})
