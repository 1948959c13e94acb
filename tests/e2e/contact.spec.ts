import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './journeys'

// Contact journeys: docs/product.md, The shop and its people (contact the shop as a person or a company), Pages /contacto and children, Validation and messages messages
// and the RUT auto-format, The API POST /contact and /company-contact, Errors the generic error modal.

test.beforeEach(async ({ context, baseURL }) => {
  // docs/product.md, How things behave: the age gate is answered once; these journeys are about contacting the shop.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

let n = 0
const uniqueEmail = (tag: string) => `e2e.contact.${tag}.${Date.now().toString(36)}.${(n += 1)}@example.cl`

const personForm = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto para personas' })
const companyForm = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto para empresas' })

async function openPersonForm(page: Page) {
  await page.goto('/contacto/persona')
  await hydrated(page)
  await expect(personForm(page).getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled()
  return personForm(page)
}

test('/contacto offers both forms, the FAQ and the shop’s phones as tel: links', async ({ page }) => {
  await page.goto('/contacto')
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /Soy persona/ })).toHaveAttribute('href', '/contacto/persona')
  await expect(main.getByRole('link', { name: /Soy empresa/ })).toHaveAttribute('href', '/contacto/empresa')
  await expect(main.getByRole('link', { name: /preguntas frecuentes/ })).toHaveAttribute(
    'href',
    '/contacto/preguntas-frecuentes',
  )
  await expect(main.getByRole('link', { name: '+56 2 2345 6789' })).toHaveAttribute('href', 'tel:+56223456789')
  await expect(main.getByRole('link', { name: 'hola@vinotecaandes.cl' })).toHaveAttribute(
    'href',
    'mailto:hola@vinotecaandes.cl',
  )
})

test('a person writes to the shop and lands on the thank-you page; both e-mails go out', async ({ page }) => {
  const email = uniqueEmail('person')
  const form = await openPersonForm(page)
  await form.getByLabel('Nombre', { exact: true }).fill('Camila')
  await form.getByLabel('Apellido').fill('Rojas')
  await form.getByLabel('Correo electrónico').fill(email)
  await form.getByLabel('Teléfono').fill('9 8765 4321')
  await form.getByLabel('Motivo').selectOption({ label: 'Un pedido' })
  await form.getByLabel('Mensaje').fill('¿Cuándo llega mi pedido 1234? Lo necesito para el viernes.')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()

  await expect(page).toHaveURL(/\/contacto\/gracias$/)
  await expect(page.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible()

  // The dev mailbox (outbox) holds the shop's copy and the acknowledgement to the sender.
  const mail = (await (await page.request.get('/api/_dev/mail')).json()) as { data: { to: string; subject: string }[] }
  expect(mail.data.find((m) => m.to === email)?.subject).toBe('Recibimos tu mensaje · Vinoteca Andes')
  expect(mail.data.some((m) => m.to === 'hola@vinotecaandes.cl' && m.subject.includes('Camila Rojas'))).toBe(true)
})

test('a company RUT typed as digits shows formatted, and the request is sent', async ({ page }) => {
  await page.goto('/contacto/empresa')
  await hydrated(page)
  const form = companyForm(page)
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled()
  await form.getByLabel('Nombre de la empresa').fill('Viña Los Andes')
  await form.getByLabel('RUT').pressSequentially('761234560')
  await expect(form.getByLabel('RUT')).toHaveValue('76.123.456-0')
  await form.getByLabel('Razón social').fill('Comercial Los Andes SpA')
  await form.getByLabel('Giro').fill('Comercio al por menor de bebidas')
  await form.getByLabel('Nombre', { exact: true }).fill('Tomás')
  await form.getByLabel('Apellido').fill('Pérez')
  await form.getByLabel('Correo electrónico').fill(uniqueEmail('company'))
  await form.getByLabel('Teléfono').fill('+56 2 2345 6789')
  await form.getByLabel('Motivo').selectOption({ label: 'Regalos corporativos' })
  await form.getByLabel('Mensaje').fill('Necesitamos 80 cajas de regalo con nuestro logo para fin de año.')
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(/\/contacto\/gracias$/)
})

test('an invalid field shows its validation message and everything typed stays', async ({ page }) => {
  const form = await openPersonForm(page)
  await form.getByLabel('Nombre', { exact: true }).fill('Camila')
  await form.getByLabel('Apellido').fill('Rojas')
  await form.getByLabel('Correo electrónico').fill('camila@')
  await form.getByLabel('Teléfono').fill('9 8765 4321')
  await form.getByLabel('Motivo').selectOption({ label: 'Un producto' })
  await form.getByLabel('Mensaje').fill('Hola')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()

  await expect(form.getByText('Este campo debe ser un correo electrónico válido')).toBeVisible()
  await expect(form.getByText('Este campo debe tener al menos 10 caracteres')).toBeVisible()
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/contacto\/persona$/)
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Camila')
  await expect(form.getByLabel('Apellido')).toHaveValue('Rojas')
  await expect(form.getByLabel('Teléfono')).toHaveValue('9 8765 4321')
  await expect(form.getByLabel('Motivo')).toHaveValue('producto')
})

test('a refused submit shows the generic error modal (docs/product.md, Errors) and keeps the form as typed', async ({
  page,
}) => {
  const email = uniqueEmail('limited')
  // Five messages from this address within the hour use up its allowance (the API answers 429 after that).
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/contact', {
      data: {
        first_name: 'Ana',
        last_name: 'Soto',
        email,
        phone: '912345678',
        motive: 'otro',
        message: 'Mensaje de prueba número ' + i,
      },
    })
    expect(res.status()).toBe(201)
  }
  const form = await openPersonForm(page)
  await form.getByLabel('Nombre', { exact: true }).fill('Ana')
  await form.getByLabel('Apellido').fill('Soto')
  await form.getByLabel('Correo electrónico').fill(email)
  await form.getByLabel('Teléfono').fill('912345678')
  await form.getByLabel('Motivo').selectOption({ label: 'Otro' })
  await form.getByLabel('Mensaje').fill('Un sexto mensaje que ya no debería pasar.')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()

  const modal = page.getByRole('dialog', { name: 'Ha ocurrido un error' })
  await expect(modal).toContainText('Demasiados intentos')
  await modal.getByRole('button', { name: 'Cerrar' }).click()
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL(/\/contacto\/persona$/)
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(email)
  await expect(form.getByLabel('Mensaje')).toHaveValue('Un sexto mensaje que ya no debería pasar.')
})

test('the FAQ opens an answer', async ({ page }) => {
  await page.goto('/contacto/preguntas-frecuentes')
  await hydrated(page)
  const answer = page.getByText('Las compras desde $60.000 en Santiago tienen despacho gratis.')
  await expect(answer).toBeHidden()
  await page.getByText('¿Cuánto cuesta el despacho?').click()
  await expect(answer).toBeVisible()
  // FAQPage structured data for search engines.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.some((text) => text.includes('"FAQPage"') && text.includes('¿Cuánto cuesta el despacho?'))).toBe(true)
})

test('/acerca-de/contacto/empresa redirects permanently to /contacto/empresa', async ({ page }) => {
  const res = await page.request.get('/acerca-de/contacto/empresa', { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers()['location']).toMatch(/\/contacto\/empresa$/)
  await page.goto('/acerca-de/contacto/empresa')
  await expect(page).toHaveURL(/\/contacto\/empresa$/)
  await expect(companyForm(page)).toBeVisible()
})
