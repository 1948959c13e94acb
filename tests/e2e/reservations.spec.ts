import { expect, test, type APIRequestContext } from '@playwright/test'
import { hydrated } from './journeys'

// Reservations: docs/product.md, Pages /reserva?evento={slug} → /reserva/gracias | /reserva/fallida and /reserva-mesa →
// /reserva-mesa/thank-you; docs/product.md, Errors 'Sucedió un problema al reservar el evento' with a retry that keeps what was typed.
// Events are picked through GET /api/events/selects (the e2e database is seeded per run, dated from that run).

interface Reservable {
  slug: string
  title: string
  price: number
  seats_left: number
  people: { min: number; max: number }
}

const clp = (n: number) => `$${new Intl.NumberFormat('es-CL').format(n)}`

async function reservable(request: APIRequestContext): Promise<Reservable[]> {
  const res = await request.get('/api/events/selects')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: Reservable[] }).data
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('reserve an upcoming event from /reserva?evento= → thank-you with a code and the total', async ({
  page,
  request,
}) => {
  const event = (await reservable(request)).find((e) => e.people.max >= 2 && e.price > 0)!
  expect(event?.people.max, 'a seeded paid event with two seats').toBeGreaterThanOrEqual(2)
  await page.goto(`/reserva?evento=${event.slug}`)
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Reserva de evento' })
  await expect(form.getByLabel('Evento', { exact: true })).toHaveValue(event.slug)
  await form.getByLabel('Número de personas').selectOption('2')
  await expect(page.getByRole('status').filter({ hasText: 'Total' })).toContainText(clp(event.price * 2))
  await form.getByLabel('Nombre', { exact: true }).fill('Camila')
  await form.getByLabel('Apellido').fill('Rojas')
  await form.getByLabel('Correo electrónico').fill('camila.evento@example.cl')
  await form.getByLabel('Teléfono').fill('9 8765 4321')
  await form.getByRole('button', { name: 'Reservar', exact: true }).click()

  await expect(page).toHaveURL(/\/reserva\/gracias$/)
  await expect(page.getByText(/^EV-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible()
  await expect(page.getByText(event.title)).toBeVisible()
  await expect(page.getByText(clp(event.price * 2), { exact: true })).toBeVisible()
  await expect(page.getByText('Enviamos la confirmación a camila.evento@example.cl.')).toBeVisible()
})

test('field errors stay inline (docs/product.md, Validation and messages) and nothing is sent', async ({ page }) => {
  await page.goto('/reserva')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Reserva de evento' })
  await form.getByLabel('Correo electrónico').fill('no-es-correo')
  await form.getByRole('button', { name: 'Reservar', exact: true }).click()
  await expect(page).toHaveURL(/\/reserva$/)
  await expect(form.getByText('Este campo debe ser un correo electrónico válido')).toBeVisible()
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true')
})

test('a seat failure goes to /reserva/fallida; "Volver a intentar" returns with everything typed', async ({
  page,
  request,
}) => {
  const events = await reservable(request)
  // An event whose party limit is its seats left (not the cap of 10): one seat taken by someone else breaks it.
  const event = events.filter((e) => e.seats_left >= 2 && e.people.max === e.seats_left).at(-1)!
  expect(event?.seats_left, 'a seeded event with 2..10 seats left').toBeGreaterThanOrEqual(2)
  await page.goto(`/reserva?evento=${event.slug}`)
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Reserva de evento' })
  const party = String(event.people.max)
  await form.getByLabel('Número de personas').selectOption(party)
  await form.getByLabel('Nombre', { exact: true }).fill('Ignacio')
  await form.getByLabel('Apellido').fill('Valdés')
  await form.getByLabel('Correo electrónico').fill('ignacio.retry@example.cl')
  await form.getByLabel('Teléfono').fill('+56 2 2345 6789')
  await form.getByLabel('Comentario (opcional)').fill('Celebramos un aniversario')

  // Someone else takes a seat while the form is open: the party no longer fits.
  const other = await request.post('/api/events', {
    data: {
      event: event.slug,
      first_name: 'Otra',
      last_name: 'Persona',
      email: 'otra@example.cl',
      phone: '912345678',
      people: 1,
    },
  })
  expect(other.status()).toBe(201)
  await form.getByRole('button', { name: 'Reservar', exact: true }).click()

  await expect(page).toHaveURL(/\/reserva\/fallida$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sucedió un problema al reservar el evento' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/quedan? \d+ cupos?|No quedan cupos/)
  await page.getByRole('link', { name: 'Volver a intentar' }).click()

  await expect(page).toHaveURL(new RegExp(`/reserva\\?evento=${event.slug}$`))
  await hydrated(page)
  const again = page.getByRole('form', { name: 'Reserva de evento' })
  await expect(again.getByLabel('Nombre', { exact: true })).toHaveValue('Ignacio')
  await expect(again.getByLabel('Apellido')).toHaveValue('Valdés')
  await expect(again.getByLabel('Correo electrónico')).toHaveValue('ignacio.retry@example.cl')
  await expect(again.getByLabel('Teléfono')).toHaveValue('+56 2 2345 6789')
  await expect(again.getByLabel('Comentario (opcional)')).toHaveValue('Celebramos un aniversario')
  // The party is clamped to the seats now left, so the retry can go through.
  await expect(again.getByLabel('Número de personas')).toHaveValue(String(event.people.max - 1))
  await again.getByRole('button', { name: 'Reservar', exact: true }).click()
  await expect(page).toHaveURL(/\/reserva\/gracias$/)
  await expect(page.getByText(/^EV-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible()
})

test('book a table at the wine bar → thank-you with a code; closed days offer no hours', async ({ page }) => {
  await page.goto('/reserva-mesa')
  await hydrated(page)
  const form = page.getByRole('form', { name: 'Reserva de mesa' })
  const date = form.getByLabel('Fecha')
  // The first bookable date is preselected and offers hours; pick one a few days out to avoid today's cut-off.
  const start = await date.inputValue()
  const day = new Date(`${start}T12:00:00Z`)
  do day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() !== 1) // next Monday: closed
  await date.fill(day.toISOString().slice(0, 10))
  await expect(form.getByLabel('Hora')).toBeDisabled()
  await expect(form.getByText(/El vino bar está cerrado ese día/)).toBeVisible()
  day.setUTCDate(day.getUTCDate() + 4) // Friday
  await date.fill(day.toISOString().slice(0, 10))
  await form.getByLabel('Hora').selectOption('20:30')
  await form.getByLabel('Número de personas').selectOption('4')
  await form.getByLabel('Motivo').selectOption({ label: 'Cumpleaños' })
  await form.getByLabel('Nombre', { exact: true }).fill('Josefa')
  await form.getByLabel('Apellido').fill('Pérez')
  await form.getByLabel('Correo electrónico').fill('josefa.mesa@example.cl')
  await form.getByLabel('Teléfono').fill('998877665')
  await form.getByLabel('Mensaje (opcional)').fill('Mesa en la terraza, por favor')
  await form.getByRole('button', { name: 'Reservar mesa' }).click()

  await expect(page).toHaveURL(/\/reserva-mesa\/thank-you$/)
  await expect(page.getByText(/^MS-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible()
  await expect(page.getByText('20:30', { exact: true })).toBeVisible()
  await expect(page.getByText('Cumpleaños', { exact: true })).toBeVisible()
})
