import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// Spanish is the shop's language, the source of every message and the fallback; English is offered.
// Three catalogues per locale: the storefront's (messages.po, in the browser before every page's first render), the
// back-office's (backoffice.po, fetched only by the /gestion pages) and the API's (api.po, answers and e-mails, only
// ever read on the server). docs/architecture.md, "Translations"; docs/decisions/019-what-loads-first.md.
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        'src/api/**',
        'src/features/backoffice/**',
        'src/routes/gestion/**',
        'src/routes/gestion.tsx',
        '**/*.test.ts',
        '**/*.test.tsx',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/backoffice',
      include: ['src/features/backoffice', 'src/routes/gestion', 'src/routes/gestion.tsx'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/api',
      include: ['src/api'],
      exclude: ['**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
