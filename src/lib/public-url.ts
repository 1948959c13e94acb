// The shop's public address (PUBLIC_SITE_URL): canonical links, the sitemap, JSON-LD and every e-mail link are
// built from it, so a deployed shop must never run with a missing or local one. Pure and free of imports: the
// Worker checks it when serving (src/lib/site-config.ts) and `npm run deploy` before uploading
// (scripts/deploy-checks.mjs).

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '::1'])

/** Why a value cannot be a production shop's public URL (in the operator's words), or undefined when it can. */
export function publicUrlProblem(value: string | undefined | null): string | undefined {
  if (!value || !value.trim()) return 'PUBLIC_SITE_URL is not set'
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return `PUBLIC_SITE_URL is not a URL (${value})`
  }
  const host = url.hostname.toLowerCase()
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || /^127\./.test(host)) {
    return `PUBLIC_SITE_URL points at this machine (${url.origin}), not at the shop's public address`
  }
  if (url.protocol !== 'https:') return `PUBLIC_SITE_URL must use https (${url.origin})`
  return undefined
}
