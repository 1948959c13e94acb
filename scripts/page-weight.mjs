// Which scripts a page loads before it is interactive, and what they weigh: shared by `npm run bench` and the
// JS budget test (tests/e2e/js-budget.spec.ts). "First-load JS" is every script the server's HTML loads
// (<script src>) or preloads (<link rel="modulepreload">), plus every module those
// import statically (the browser fetches them before the entry runs, preloaded or not). Dynamic import() targets are not counted:
// they load on demand, which is the point of them. Sizes are gzip level 9 of each file, summed.
import { gzipSync } from 'node:zlib'

// Static `import … from "x"`, `import "x"` and `export … from "x"` in Rolldown's minified output; an
// `import("x")` call has a parenthesis after the keyword and does not match.
const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:\{[^}]*\}\s*from|\*\s*as\s*[\w$]+\s*from|\*\s*from|[\w$]+\s*(?:,\s*\{[^}]*\}\s*)?from)?\s*["']([^"']+\.m?js)["']/g

/** The script URLs the HTML names: classic or module `<script src>` and `<link rel="modulepreload">`. */
export function scriptsInHtml(html) {
  const urls = new Set()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0]
    if (!/\brel="modulepreload"/.test(tag)) continue
    const href = tag.match(/\bhref="([^"]+)"/)
    if (href) urls.add(href[1])
  }
  return [...urls]
}

/** The modules a script imports statically (specifiers resolved against the script's own URL). */
export function staticImports(code, url) {
  const found = new Set()
  for (const m of code.matchAll(STATIC_IMPORT)) found.add(new URL(m[1], url).href)
  return [...found]
}

/** Bytes of the router and query state a page dehydrates into its inline scripts (TanStack's $_TSR stream). */
export function dehydratedBytes(html) {
  let bytes = 0
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    if (m[1].includes('$_TSR') || m[1].includes('$R[')) bytes += Buffer.byteLength(m[1])
  return bytes
}

/**
 * First-load JS of one page of a running shop, and the weight of its HTML (gzip) and of the state in it.
 * @param {string} base origin of the shop, e.g. http://localhost:4310
 * @param {string} path the page, e.g. /vinos
 * @param {{ headers?: Record<string, string>, fetch?: typeof fetch }} [options]
 * @returns {Promise<{ path: string, status: number, files: number, rawKB: number, gzipKB: number, htmlGzipKB: number, stateKB: number, scripts: { url: string, rawBytes: number, gzipBytes: number }[] }>}
 */
export async function firstLoadJs(base, path, options = {}) {
  const get = options.fetch ?? fetch
  // The age gate is not what is measured: the page as a returning visitor sees it.
  const headers = { cookie: 'isAcceptedAged=ok', ...options.headers }
  const page = await get(new URL(path, base), { headers })
  const html = await page.text()
  const queue = scriptsInHtml(html).map((u) => new URL(u, new URL(path, base)).href)
  const seen = new Set(queue)
  const scripts = []
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift())
    const res = await get(url)
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    const buf = Buffer.from(await res.arrayBuffer())
    scripts.push({ url: new URL(url).pathname, rawBytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length })
    for (const dep of staticImports(buf.toString('utf8'), url)) {
      if (seen.has(dep) || new URL(dep).origin !== new URL(base).origin) continue
      seen.add(dep)
      queue.push(dep)
    }
  }
  const sum = (key) => scripts.reduce((n, s) => n + s[key], 0)
  return {
    path,
    status: page.status,
    files: scripts.length,
    rawKB: sum('rawBytes') / 1024,
    gzipKB: sum('gzipBytes') / 1024,
    htmlGzipKB: gzipSync(html, { level: 9 }).length / 1024,
    stateKB: dehydratedBytes(html) / 1024,
    scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
  }
}

/** The pages the JS budget (perf-budget.json) and the bench measure; the product page is a seeded wine. */
export const KEY_PAGES = ['/', '/vinos', '/vinos/vina-apalta-norte-gran-reserva-carmenere-2021', '/carrito']

// `node scripts/page-weight.mjs http://localhost:4310 [/path …]`: print first-load JS of pages of a running shop.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:4310', ...paths] = process.argv.slice(2)
  for (const p of paths.length ? paths : KEY_PAGES) {
    const r = await firstLoadJs(base, p)
    console.log(
      `${p.padEnd(50)} ${r.status}  ${r.gzipKB.toFixed(1)} KB gz  ${r.files} files  ${r.rawKB.toFixed(1)} KB raw  ` +
        `HTML ${r.htmlGzipKB.toFixed(1)} KB gz  state ${r.stateKB.toFixed(1)} KB`,
    )
    if (process.env.VERBOSE)
      for (const s of r.scripts) console.log(`    ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`)
  }
}
