import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { messages as enCheckout } from '../../../../locales/en/checkout.po'
import { messages as enStorefront } from '../../../../locales/en/messages.po'
import { messages as esCheckout } from '../../../../locales/es/checkout.po'
import { messages as esStorefront } from '../../../../locales/es/messages.po'
import { initialCheckout, type CheckoutState } from '../checkout-state'
import { GuestForm } from './guest-form'

// The page's messages: the storefront's and the checkout's catalogues (src/i18n/areas.ts).
const en = { ...enStorefront, ...enCheckout }
const es = { ...esStorefront, ...esCheckout }

// The guest form on the form kit, read from its server-rendered markup: it starts from the checkout state (here a
// returning guest's details) and every control is the kit's, named by its label.

const saved = vi.hoisted(() => ({ state: null as CheckoutState | null }))

vi.mock('../checkout.functions', () => ({ registerGuest: vi.fn() }))
vi.mock('../checkout-state', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../checkout-state')>()
  return { ...actual, useCheckout: () => [saved.state ?? actual.initialCheckout(), actual.checkoutStore.update] }
})

function render(state: CheckoutState, locale: 'es' | 'en' = 'es') {
  saved.state = state
  return renderToStaticMarkup(
    <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : es } })}>
      <GuestForm onRegistered={() => undefined} />
    </I18nProvider>,
  )
}

/** The attributes of the control a label (by its text) points at. */
function control(html: string, label: string): Record<string, string> {
  const forId = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1]
  const labelAround = new RegExp(`<label[^>]*for="([^"]+)"[^>]*><input[^>]*>${label}</label>`).exec(html)?.[1]
  const id = forId ?? labelAround
  expect(id, `a label "${label}" pointing at a control`).toMatch(/.+/)
  const tag = new RegExp(`<(input|select|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1]!.toLowerCase(), m[2] ?? '']),
  )
}

const returning: CheckoutState = {
  ...initialCheckout(),
  guestCustomer: {
    name: 'Ignacio',
    surname: 'Fuentes',
    rut: '11.111.111-1',
    email: 'ignacio@example.cl',
    phone: '+56 9 1111 2222',
    remember: true,
  },
}

describe('the guest form', () => {
  it('starts from the guest details the checkout state holds', () => {
    const html = render(returning)
    expect(control(html, 'Nombre')).toMatchObject({ name: 'name', value: 'Ignacio', autocomplete: 'given-name' })
    expect(control(html, 'Apellido')).toMatchObject({ name: 'surname', value: 'Fuentes' })
    expect(control(html, 'RUT')).toMatchObject({ name: 'rut', value: '11.111.111-1', placeholder: '12.345.678-5' })
    expect(control(html, 'Correo electrónico')).toMatchObject({ type: 'email', value: 'ignacio@example.cl' })
    // The courier calls the receiver: the guest form asks for a phone.
    expect(control(html, 'Teléfono')).toMatchObject({ type: 'tel', value: '+56 9 1111 2222', autocomplete: 'tel' })
    expect(control(html, 'Recordar mis datos para próximas compras')).toHaveProperty('checked')
  })

  it('is a kit form: no browser validation bubbles, no error before one exists, a submit button', () => {
    const html = render(initialCheckout())
    expect(html).toMatch(/<form[^>]*novalidate/i)
    expect(control(html, 'Nombre')).toMatchObject({ value: '' })
    expect(control(html, 'Nombre')).not.toHaveProperty('aria-invalid')
    expect(control(html, 'Recordar mis datos para próximas compras')).not.toHaveProperty('checked')
    expect(html).not.toContain('role="alert"')
    expect(html).toMatch(/<button type="submit"[^>]*>Continuar<\/button>/)
  })

  it('speaks English to an English reader', () => {
    const html = render(returning, 'en')
    expect(control(html, 'First name')).toMatchObject({ value: 'Ignacio' })
    expect(control(html, 'Remember my details for future purchases')).toHaveProperty('checked')
  })
})
