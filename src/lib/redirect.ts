// docs/product.md, How things behave / Validation and messages: after login go home or to a remembered return path "if valid (local path only)".
// Anything that could leave the site — absolute URLs, protocol-relative "//host", backslash tricks
// browsers normalise to "//", control characters, javascript: — falls back to the default.

const ORIGIN = 'http://local.invalid'

/** Pages a return path must not point back to (the shopper would loop through the auth forms). */
const AUTH_PAGES = ['/iniciar-sesion', '/registro', '/recuperar-contrasena', '/reiniciar-contrasena']

export function safeRedirectPath(input: unknown, fallback = '/'): string {
  if (typeof input !== 'string') return fallback
  const value = input.trim()
  if (value.length === 0 || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  // Browsers read "\" as "/" in URLs ("/\evil.example" is "//evil.example"); control characters are stripped.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== ORIGIN) return fallback
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
