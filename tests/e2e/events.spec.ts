import { expect, test } from '@playwright/test'
import { hydrated } from './journeys'

// Events: docs/product.md, Pages /eventos and /eventos/{event}; the reserve link /reserva?evento={slug} is the contract with the
// reservation form. The e2e database is seeded per run, dated from that run (seed/events).

test.beforeEach(async ({ context, baseURL }) => {
  // docs/product.md, How things behave: the age gate is answered once; these journeys are about events.
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

test('agenda → filter a category → open an event → date, price and the Reservar link', async ({ page }) => {
  await page.goto('/eventos')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const count = page.getByRole('status').filter({ hasText: /próximos? eventos?/ })
  await expect(count).toHaveText(/^\d+ próximos eventos$/)

  const chips = page.getByRole('navigation', { name: 'Categorías de eventos' })
  await chips.getByRole('link', { name: /^Catas\b/ }).click()
  await expect(page).toHaveURL(/[?&]categoria=cata\b/)
  await expect(chips.getByRole('link', { name: /^Catas\b/ })).toHaveAttribute('aria-current', 'page')
  await expect(chips.getByRole('link', { name: /^Todos\b/ })).not.toHaveAttribute('aria-current')
  await expect(count).toHaveText(/^3 próximos eventos · Catas$/)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(3)
  // Month headings group the agenda.
  await expect(page.getByRole('heading', { level: 2, name: /^\p{Lu}\p{Ll}+ \d{4}$/u }).first()).toBeVisible()

  const first = cards.first()
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim()
  await first.getByRole('link', { name: /^Ver más/ }).click()
  await expect(page).toHaveURL(/\/eventos\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const slug = new URL(page.url()).pathname.split('/').pop()!

  const facts = page.getByRole('complementary', { name: 'Fecha, lugar y valor' })
  await expect(facts.locator('time')).toHaveText(
    /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2} de \p{Ll}+$/u,
  )
  await expect(facts).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/)
  await expect(facts).toContainText(/\$\d{1,3}(\.\d{3})+/)
  await expect(facts).toContainText('Av. Nueva Costanera 3900')
  await expect(facts.getByRole('link', { name: 'Reservar' })).toHaveAttribute('href', `/reserva?evento=${slug}`)
  // The contract with the reservation form: it opens with this event chosen.
  await facts.getByRole('link', { name: 'Reservar' }).click()
  await expect(page).toHaveURL(new RegExp(`/reserva\\?evento=${slug}$`))
  await expect(page.getByRole('main')).toContainText(title)
  await expect(
    page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link', { name: 'Eventos' }),
  ).toBeVisible()
})

test('a sold-out event says so and offers no reserve link', async ({ page }) => {
  await page.goto('/eventos')
  await hydrated(page)
  const card = page.getByRole('article').filter({ hasText: 'Champagne y ostras' })
  await expect(card).toContainText('Agotado')
  await card.getByRole('link', { name: /^Ver más/ }).click()
  await expect(page).toHaveURL(/\/eventos\/champagne-y-ostras$/)
  await expect(page.getByText('Evento agotado')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reservar' })).toHaveCount(0)
})

test('past events are listed apart and cannot be booked', async ({ page }) => {
  await page.goto('/eventos')
  await hydrated(page)
  await page.getByRole('link', { name: 'Ver eventos pasados' }).click()
  await expect(page).toHaveURL(/[?&]pasados=1/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos pasados')
  await expect(page.getByRole('status').filter({ hasText: 'realizados' })).toHaveText('3 eventos realizados')
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Ver más/ })
    .click()
  await expect(page.getByText('Este evento ya se realizó')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reservar' })).toHaveCount(0)
})

test('English via ?lang=en', async ({ page }) => {
  await page.goto('/eventos?lang=en')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and tastings')
  const chips = page.getByRole('navigation', { name: 'Event categories' })
  await chips.getByRole('link', { name: /^Tastings\b/ }).click()
  await expect(page).toHaveURL(/categoria=cata/)
  await expect(page.getByRole('status').filter({ hasText: 'upcoming' })).toHaveText('3 upcoming events · Tastings')
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^See more/ })
    .click()
  await expect(page).toHaveURL(/\/eventos\/[a-z0-9-]+$/)
  const slug = new URL(page.url()).pathname.split('/').pop()!
  const facts = page.getByRole('complementary', { name: 'Date, venue and price' })
  await expect(facts.locator('time')).toHaveText(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \p{Lu}\p{Ll}+ \d{1,2}$/u,
  )
  await expect(facts).toContainText(/\d{1,2}:\d{2}\s?PM/)
  await expect(facts.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/reserva?evento=${slug}`)
})

test('an unknown event is the not-found page', async ({ page }) => {
  const res = await page.goto('/eventos/no-existe-este-evento')
  expect(res?.status()).toBe(404)
})
