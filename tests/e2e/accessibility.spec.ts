import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from '@playwright/test'
import { MAIN_PAGES, hydrated, visitAs, withCartLine, type Lang } from './main-pages'

// axe-core's WCAG 2.2 A and AA rules over the main pages at phone width, in both languages: a new violation (a
// colour that lost its contrast, a control without a name) fails here with the page, the rule and the elements.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

interface Violation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

// The shop's CSP (nonces) refuses an injected script: the test lifts it for axe only.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true })

for (const lang of ['es', 'en'] as const satisfies Lang[]) {
  test(`the main pages break no WCAG 2.2 A/AA rule on a phone (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(400_000)
    await visitAs(context, baseURL!, lang)
    await withCartLine(page)
    const found: string[] = []
    for (const path of MAIN_PAGES) {
      await page.goto(path)
      await hydrated(page)
      await page.addScriptTag({ content: AXE_SOURCE })
      const violations = await page.evaluate(async (tags) => {
        const axe = (
          window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }
        ).axe
        const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } })
        return result.violations.map((v) => ({
          id: v.id,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target })),
        }))
      }, WCAG_22_AA)
      for (const v of violations as Violation[]) {
        found.push(
          `${path} ${v.id} (${v.help}): ${v.nodes.length} × ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
        )
      }
    }
    expect(found).toEqual([])
  })
}
