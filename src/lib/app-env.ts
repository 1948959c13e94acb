// Where the Worker runs. A deploy is production unless it says otherwise: development conveniences (the dev
// mailbox with password-reset links, the Webpay twin, fallback secrets, diagnostic headers) need APP_ENV set to
// `development` (npm start / npm run dev, through .dev.vars) or `test` (the test suites), never a missing value.
export function isLocalEnv(env: { APP_ENV?: string }): boolean {
  return env.APP_ENV === 'development' || env.APP_ENV === 'test'
}
