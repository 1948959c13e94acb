import { SENTRY_RATES } from '~/lib/limits'
import { BUILD } from '~/lib/build-info'

// docs/product.md, Numbers and limits sample rates. Without SENTRY_DSN the SDK is initialised with no DSN and sends nothing.
export function sentryWorkerOptions(env: ShopEnv) {
  return {
    dsn: env.SENTRY_DSN || undefined,
    environment: env.SENTRY_ENVIRONMENT || env.APP_ENV || 'development',
    // The release is the commit the Worker was built from; deploys upload source maps under the same name.
    release: BUILD.commit,
    tracesSampleRate: SENTRY_RATES.tracesSampleRate,
  }
}
