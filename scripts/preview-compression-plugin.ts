import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * `vite preview` (what `npm start`, the e2e run and the bench serve) answers uncompressed; Cloudflare's edge
 * compresses every text response, pages and static files alike. This puts the same step in front of the local
 * Workers runtime, so sizes and timings measured locally look like production (docs/decisions/020-ssr-speed.md).
 * In production the Worker itself never compresses: the edge does.
 */
export function previewCompression(): Plugin {
  return {
    name: 'shop-preview-compression',
    // Before @cloudflare/vite-plugin's preview middleware, which answers every request itself.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use(compressResponses)
    },
  }
}

/** The encodings the edge offers, in its order of preference. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    offered.set(name, q ? Number(q.slice(2)) : 1)
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** Text the edge compresses; images other than SVG, fonts in woff2 and archives are compressed already. */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    /^application\/(json|javascript|xml|manifest\+json|rss\+xml|atom\+xml|ld\+json|problem\+json)$/.test(type) ||
    type === 'image/svg+xml'
  )
}

function headerValue(headers: OutgoingHttpHeaders | undefined, name: string): string | undefined {
  if (!headers) return undefined
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : String(value)
  }
  return undefined
}

/** Headers handed to writeHead as an object or as a flat [name, value, …] list, as a plain object. */
function normaliseHeaders(raw: unknown): OutgoingHttpHeaders | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  if (!Array.isArray(raw)) return raw as OutgoingHttpHeaders
  const out: OutgoingHttpHeaders = {}
  const pairs: [string, string][] = Array.isArray(raw[0])
    ? (raw as [string, string][])
    : Array.from({ length: raw.length / 2 }, (_, i) => [String(raw[2 * i]), String(raw[2 * i + 1])])
  for (const [name, value] of pairs) {
    const existing = out[name]
    out[name] = existing === undefined ? value : ([] as string[]).concat(existing as string | string[], value)
  }
  return out
}

export function compressResponses(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  if (!encoding || req.method === 'HEAD') return next()

  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  let compressor: BrotliCompress | Gzip | null | undefined

  /** Decided once, when the status and headers are known: compress this response or pass it through as it is. */
  const decide = (headers?: OutgoingHttpHeaders) => {
    if (compressor !== undefined) return compressor
    const type = headerValue(headers, 'content-type') ?? String(res.getHeader('content-type') ?? '')
    const already = headerValue(headers, 'content-encoding') ?? res.getHeader('content-encoding')
    const status = res.statusCode
    if (already || !isCompressible(type) || status === 204 || status === 304 || status < 200) {
      compressor = null
      return compressor
    }
    if (headers) {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-length') delete headers[key]
      // A Vary set earlier on the response (vite's CORS middleware sets Origin) is kept beside the handler's.
      const vary = [res.getHeader('vary'), headerValue(headers, 'vary')].filter(Boolean).join(', ')
      for (const key of Object.keys(headers)) if (key.toLowerCase() === 'vary') delete headers[key]
      headers['vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
      headers['content-encoding'] = encoding
    } else {
      res.removeHeader('content-length')
      const vary = res.getHeader('vary')
      res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      res.setHeader('content-encoding', encoding)
    }
    compressor =
      encoding === 'br'
        ? // Quality 5: close to what the edge sends for dynamic responses, and fast enough for a load test.
          createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 })
    compressor.on('data', (chunk: Buffer) => write(chunk))
    compressor.on('end', () => end())
    return compressor
  }

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status
    const reason = typeof rest[0] === 'string' ? rest.shift() : undefined
    const headers = normaliseHeaders(rest[0])
    decide(headers)
    return reason === undefined ? writeHead(status, headers) : writeHead(status, reason, headers)
  }) as typeof res.writeHead

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const stream = decide()
    if (!stream) return write(chunk, ...rest)
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    const encodingArg = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined
    stream.write(typeof chunk === 'string' ? Buffer.from(chunk, encodingArg) : (chunk as Buffer))
    // Each chunk of a streamed page goes out at once, as it does from the edge (server-rendered HTML streams).
    stream.flush()
    callback?.()
    return true
  }) as typeof res.write

  res.end = ((...args: unknown[]) => {
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const stream = decide()
    if (!stream) return end(...args)
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) res.once('finish', callback)
    const encodingArg = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined
    if (chunk !== undefined && chunk !== null)
      stream.write(typeof chunk === 'string' ? Buffer.from(chunk, encodingArg) : (chunk as Buffer))
    stream.end()
    return res
  }) as typeof res.end

  next()
}
