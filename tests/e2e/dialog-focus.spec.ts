import { expect, test, type Locator, type Page } from '@playwright/test'
import { hydrated } from './journeys'

// Closing a dialog (Escape or its close button) gives focus back to the control that opened it, so a keyboard or
// screen-reader user keeps their place on the page (src/ui/return-focus.ts).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAcceptedAged', value: 'ok', url: baseURL! }])
})

async function openAndClose(page: Page, opener: Locator, dialog: Locator, close: 'Escape' | Locator) {
  await opener.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(':focus')).toHaveCount(1)
  if (close === 'Escape') await page.keyboard.press('Escape')
  else await close.click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

test('the search dialog gives focus back to the header’s search button', async ({ page }) => {
  await page.goto('/vinos')
  await hydrated(page)
  const opener = page.getByRole('banner').getByRole('button', { name: 'Buscar vinos, destilados, regalos…' })
  const dialog = page.getByRole('dialog', { name: '¿Qué estás buscando?' })
  await openAndClose(page, opener, dialog, 'Escape')
  await openAndClose(page, opener, dialog, dialog.getByRole('button', { name: 'Cerrar búsqueda' }))
})

test('the cart drawer gives focus back to the “Agregar al carro” that opened it', async ({ page }) => {
  await page.goto('/vinos')
  await hydrated(page)
  const cards = page.getByRole('main').getByRole('button', { name: 'Agregar al carro' })
  const drawer = page.getByRole('dialog', { name: /Producto agregado a tu carrito/ })
  await openAndClose(page, cards.nth(1), drawer, 'Escape')
  await openAndClose(page, cards.nth(2), drawer, drawer.getByRole('button', { name: 'Cerrar carrito' }))
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu gives focus back to its button', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const opener = page.getByRole('button', { name: 'Abrir menú' })
    await opener.click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    await expect(menu.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
  })

  test('the filter drawer gives focus back to “Filtrar”', async ({ page }) => {
    await page.goto('/vinos')
    await hydrated(page)
    const opener = page.getByRole('button', { name: /^Filtrar/ })
    const drawer = page.getByRole('dialog', { name: 'Filtrar' })
    await openAndClose(page, opener, drawer, 'Escape')
    await openAndClose(page, opener, drawer, drawer.getByRole('button', { name: 'Cerrar filtros' }))
  })
})
