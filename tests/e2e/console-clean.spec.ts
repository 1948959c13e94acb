import { expect, test } from '@playwright/test'
import { MAIN_PAGES, hydrated, visitAs, withCartLine, type Lang } from './main-pages'

const NOT_FOUND = '/esta-pagina-no-existe'

// A page that logs an error to the console or throws has told its reader something false or lost a part (a
// hydration mismatch makes React throw the server's HTML away): any error on the main pages, in either language,
// fails this test with the page and the message. A page's parts hydrate one by one after the shell (decision 033),
// so a mismatch in a part may surface after the page's hydration mark: a page is left only once the browser is idle
// (its parts hydrated), so that a message names the page that logged it.

for (const lang of ['es', 'en'] as const satisfies Lang[]) {
  test(`the main pages log no console error and throw nothing (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(300_000)
    await visitAs(context, baseURL!, lang)
    let current = ''
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${current} pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // The not-found page answers its own address with 404, as it must, and Chromium logs that status of the
      // document itself; anything else on that page still fails.
      const own404 =
        current === NOT_FOUND && message.location().url.endsWith(NOT_FOUND) && /status of 404/.test(message.text())
      if (!own404) errors.push(`${current} console: ${message.text()}`)
    })
    current = 'add to cart'
    await withCartLine(page)
    for (const path of MAIN_PAGES) {
      current = path
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(path === NOT_FOUND ? 404 : 200)
      await hydrated(page)
      await expect(page.locator('main')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })))
    }
    expect(errors).toEqual([])
  })
}
