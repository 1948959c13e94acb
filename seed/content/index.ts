import { insertRows } from '../sql.ts'
import type { SeedSet } from '../index.ts'
import { pagesEs } from './pages-es.ts'
import { pagesEn } from './pages-en.ts'

export const contentSeed: SeedSet = {
  name: 'content',
  statements: () =>
    insertRows(
      'pages',
      [
        ...Object.entries(pagesEs).map(([slug, content]) => ({ slug, locale: 'es', content })),
        ...Object.entries(pagesEn).map(([slug, content]) => ({ slug, locale: 'en', content })),
      ],
      10,
    ),
}
