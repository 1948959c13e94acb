import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// The dependency direction of docs/architecture.md, enforced here rather than by prose:
//   routes → features → (ui, lib, contract, server);  api → (contract, lib);  features never import each other.
const banned = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
})

const noFocusedOrSkipped = [
  { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests.' },
  { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
]
// One data layer (docs/decisions/021-one-data-layer.md): request code reaches D1 through c.var.d1, the counted
// binding; route handlers parse, call a service and answer, the SQL lives in queries.ts.
const noUncountedD1 = {
  selector: "MemberExpression[property.name='DB'][object.property.name='env']",
  message: 'Use c.var.d1 (counted in x-d1-queries), not the bare binding.',
}
const noSqlInRoutes = ['prepare', 'batch', 'exec'].map((name) => ({
  selector: `CallExpression[callee.property.name='${name}']`,
  message: 'No SQL in a route: put the statement in queries.ts and call it from service.ts.',
}))

// SQL text lives in queries modules (docs/decisions/021-one-data-layer.md): elsewhere a statement is run from what a
// queries module built (`statement(d1, …)`), never written in place.
const noSqlTextOutsideQueries = ['prepare', 'exec'].map((name) => ({
  selector: `CallExpression[callee.property.name='${name}'][arguments.0.type=/^(Literal|TemplateLiteral)$/]`,
  message: 'SQL text belongs in a queries module (queries.ts or queries/*): build the statement there.',
}))

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
      // The framework floor is its own app with its own dependencies (bench/floor/package.json), kept bare on purpose.
      'bench/floor',
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
      'no-restricted-syntax': ['error', ...noFocusedOrSkipped],
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
    files: ['src/api/**/*.ts'],
    // app.ts wraps the binding; the Webpay twin plays an outside service with its own storage.
    ignores: ['src/api/app.ts', 'src/api/payments/sandbox.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noFocusedOrSkipped, noUncountedD1, ...noSqlTextOutsideQueries] },
  },
  {
    // Where SQL text is written: the queries modules and the data layer's own helpers (and tests, which set up rows).
    files: ['src/api/**/queries.ts', 'src/api/**/queries/**', 'src/api/db/**', 'src/api/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noFocusedOrSkipped, noUncountedD1] },
  },
  {
    files: ['src/api/**/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noFocusedOrSkipped,
        noUncountedD1,
        ...noSqlTextOutsideQueries,
        ...noSqlInRoutes,
      ],
    },
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
