import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// Spanish is the shop's language, the source of every message and the fallback; English is offered.
// Two catalogues per locale: the storefront's (messages.po, shipped to the browser) and the API's (api.po, answers and
// e-mails, only ever read on the server). docs/architecture.md, "Translations".
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['src/api/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/api',
      include: ['src/api'],
      exclude: ['**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
