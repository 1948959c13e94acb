import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The dependency direction of ARCHITECTURE.md "Where things live", enforced here rather than by prose:
//   routes → features → (ui, lib, contract, server);  api → (contract, lib);  features never import each other.
const banned = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
})

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.wrangler',
      'src/routeTree.gen.ts',
      'worker-configuration.d.ts',
      'test-results',
      'playwright-report',
      'locales',
    ],
  },
  js.configs.recommended,
  { files: ['scripts/**', '*.config.*', 'tests/**'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  {
    files: ['src/api/**'],
    rules: banned(
      ['~/features/*', '~/routes/*', '~/server/*', '~/ui/*', '~/i18n/*'],
      'The API depends only on contract and lib.',
    ),
  },
  {
    files: ['src/lib/**', 'src/contract/**'],
    rules: banned(
      ['~/features/*', '~/routes/*', '~/server/*', '~/ui/*', '~/api/*'],
      'lib and contract are pure and shared by both halves.',
    ),
  },
  {
    files: ['src/ui/**'],
    rules: banned(
      ['~/features/*', '~/routes/*', '~/server/*', '~/api/*'],
      'ui primitives carry no business knowledge.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: banned(['~/features/*', '~/routes/*', '~/ui/*'], 'server helpers do not know the UI.'),
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: banned(
      ['~/routes/*', '~/api/*', ...features.filter((f) => f !== name).map((f) => `~/features/${f}/*`)],
      'Features never import each other or the API: share through lib, ui or contract; data goes through the API client.',
    ),
  })),
)
