import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { messages as en } from '../../locales/en/cart.po'
import { messages as es } from '../../locales/es/cart.po'
import { FreeShippingProgress, ShippingChargeNote } from './free-shipping-progress'

// Free delivery is decided on the products after offers and coupon: the cart, the drawer and the payment step say
// so in those words, and the payment step says why a subtotal above the threshold still pays shipping.

function text(node: ReactNode, locale: 'es' | 'en' = 'es') {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale, messages: { es, en } })}>{node}</I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\s+/g, ' ')
}

describe('the free-shipping words', () => {
  it('the progress bar says what is missing and the rule, after offers and coupons', () => {
    const cart = text(<FreeShippingProgress goods={59980} threshold={60000} />)
    expect(cart).toContain('Te faltan $20 para despacho gratis en Santiago')
    expect(cart).toContain('Despacho gratis en Santiago desde $60.000 en productos, después de ofertas y cupones.')
    expect(text(<FreeShippingProgress goods={59980} threshold={60000} />, 'en')).toContain(
      'Free delivery in Santiago from $60,000 CLP of products, after offers and coupons.',
    )
    expect(text(<FreeShippingProgress goods={59980} threshold={null} />)).toBe('')
  })

  it('the payment step explains the $3.990 of a $69.980 subtotal that is $59.980 after offers', () => {
    expect(text(<ShippingChargeNote goods={59980} shipping={3990} threshold={60000} />)).toContain(
      'Tus productos suman $59.980 después de ofertas y cupones; el despacho gratis en Santiago parte en $60.000 en productos, por eso el despacho cuesta $3.990.',
    )
    expect(text(<ShippingChargeNote goods={59980} shipping={3990} threshold={60000} />, 'en')).toContain(
      'so delivery costs $3,990 CLP.',
    )
    expect(text(<ShippingChargeNote goods={64990} shipping={0} threshold={60000} />)).toContain(
      'Despacho gratis: tus productos suman $64.990 después de ofertas y cupones',
    )
    // Outside Santiago there is no free delivery to explain.
    expect(text(<ShippingChargeNote goods={59980} shipping={5990} threshold={null} />)).toBe('')
  })
})
