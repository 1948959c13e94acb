import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// Spanish is the shop's language, the source of every message and the fallback; English is offered.
// Five catalogues per locale: the storefront's (messages.po, in the browser before every page's first render), the
// checkout's (checkout.po) and the other areas' (areas.po: account, contact, reservations, events, blog, sommelier,
// tracking), each fetched only by its pages (src/i18n/areas.ts), the back-office's (backoffice.po, fetched only by the /gestion pages) and the
// API's (api.po, answers and e-mails, only ever read on the server). docs/architecture.md, "Translations";
// docs/decisions/019-what-loads-first.md.

/** The checkout's sources: its feature and its routes (the URL prefixes of src/i18n/areas.ts). */
export const checkoutSources = [
  'src/features/checkout',
  'src/routes/compras',
  'src/routes/datos-de-transferencia.tsx',
  'src/routes/gracias',
  'src/routes/informacion-de-envio.tsx',
  'src/routes/informacion-personal.tsx',
  'src/routes/metodo-de-pago.tsx',
  'src/routes/orden',
  'src/routes/-order-result.tsx',
  'src/routes/-order-result-head.ts',
]
/** The other areas' sources: their features and their routes (the URL prefixes of src/i18n/areas.ts). */
export const areaSources = [
  'src/features/account',
  'src/features/blog',
  'src/features/contact',
  'src/features/events',
  'src/features/reservations',
  'src/features/sommelier',
  'src/features/tracking',
  'src/routes/blog',
  'src/routes/blog.tsx',
  'src/routes/contacto',
  'src/routes/contacto.tsx',
  'src/routes/cuenta',
  'src/routes/cuenta.tsx',
  'src/routes/eventos',
  'src/routes/eventos.tsx',
  'src/routes/iniciar-sesion.tsx',
  'src/routes/recuperar-contrasena.tsx',
  'src/routes/registro.tsx',
  'src/routes/reiniciar-contrasena.tsx',
  'src/routes/reserva',
  'src/routes/reserva.tsx',
  'src/routes/reserva-mesa',
  'src/routes/reserva-mesa.tsx',
  'src/routes/seguimiento.tsx',
  'src/routes/sommelier-virtual.tsx',
  'src/routes/-auth-route.ts',
]
const tests = ['**/*.test.ts', '**/*.test.tsx']

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
        ...[...checkoutSources, ...areaSources].flatMap((path) =>
          path.endsWith('.ts') || path.endsWith('.tsx') ? [path] : [`${path}/**`],
        ),
        ...tests,
      ],
    },
    { path: '<rootDir>/locales/{locale}/checkout', include: checkoutSources, exclude: tests },
    { path: '<rootDir>/locales/{locale}/areas', include: areaSources, exclude: tests },
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
