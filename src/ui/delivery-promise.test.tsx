import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { messages as en } from '../../locales/en/product.po'
import { messages as es } from '../../locales/es/product.po'
import type { DeliveryEstimate } from '~/contract/delivery'
import { DeliveryPromiseText } from './delivery-promise'

// "Hoy" is the day the estimate was made on and the days are written as the server wrote them, both sent with the
// estimate: the browser reads no clock and loads no calendar data for the promise. The days here are years from
// the test's own clock, and their labels are not what a formatter would write, so only the estimate's can show.

function estimate(today: string, delivery: string, pickup: string): DeliveryEstimate {
  const promise = (method: 'delivery' | 'pickup', date: string) => ({ method, dispatch: pickup, date })
  return {
    commune: { id: 13101, name: 'Santiago' },
    zone: 'Gran Santiago',
    delivery: promise('delivery', delivery),
    pickup: promise('pickup', pickup),
    today,
    labels: { delivery: `día ${delivery}`, pickup: `día ${pickup}` },
    cutoff_hour: 14,
    free_shipping_threshold: 60000,
  }
}

function render(value: DeliveryEstimate, locale: 'es' | 'en' = 'es') {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : es } })}>
      <DeliveryPromiseText estimate={value} />
    </I18nProvider>,
  )
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('the delivery promise', () => {
  it('says "hoy" for the estimate’s own today, whatever the clock says', () => {
    expect(render(estimate('2031-03-04', '2031-03-04', '2031-03-04'))).toBe(
      'Llega hoy a Santiago Retiro gratis en tienda hoy',
    )
  })

  it('names the day otherwise, as the estimate writes it', () => {
    expect(render(estimate('2031-03-04', '2031-03-06', '2031-03-05'))).toBe(
      'Llega el día 2031-03-06 a Santiago Retiro gratis en tienda desde el día 2031-03-05',
    )
    expect(render(estimate('2031-03-04', '2031-03-06', '2031-03-05'), 'en')).toMatch(/día 2031-03-06/)
  })
})
