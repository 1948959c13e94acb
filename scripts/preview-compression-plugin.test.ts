import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressResponses, isCompressible, pickEncoding } from './preview-compression-plugin'

const PAGE = '<!doctype html><html><body>' + '<p>Vinoteca Andes</p>'.repeat(400) + '</body></html>'

let server: Server
let base: string

beforeAll(async () => {
  // Answers the way the local Workers runtime's preview middleware does: writeHead with a header list, then a
  // streamed body in several writes.
  server = createServer((req, res) =>
    compressResponses(req, res, () => {
      if (req.url === '/page') {
        res.setHeader('vary', 'Origin')
        res.writeHead(200, ['Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(PAGE.length)])
        res.write(PAGE.slice(0, 1000))
        setTimeout(() => res.end(PAGE.slice(1000)), 5)
      } else if (req.url === '/photo') {
        res.setHeader('content-type', 'image/png')
        res.end(Buffer.alloc(2000, 7))
      } else {
        res.writeHead(204)
        res.end()
      }
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, resolve))
  base = `http://localhost:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function get(path: string, acceptEncoding: string, method = 'GET') {
  // node:http directly: fetch would decode the body and hide the encoding.
  const { request } = await import('node:http')
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer; status: number }>(
    (resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('preview compression', () => {
  it('sends a streamed page in brotli when the browser accepts it', async () => {
    const res = await get('/page', 'gzip, deflate, br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.headers['vary']).toBe('Origin, Accept-Encoding')
    expect(brotliDecompressSync(res.body).toString()).toBe(PAGE)
    expect(res.body.length).toBeLessThan(PAGE.length / 10)
  })

  it('falls back to gzip, and to the plain body when nothing is accepted', async () => {
    const gz = await get('/page', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(PAGE)
    const plain = await get('/page', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('leaves already-compressed types, empty answers and HEAD alone', async () => {
    const photo = await get('/photo', 'br')
    expect(photo.headers['content-encoding']).toBeUndefined()
    expect(photo.body.length).toBe(2000)
    expect((await get('/none', 'br')).status).toBe(204)
    expect((await get('/page', 'br', 'HEAD')).headers['content-encoding']).toBeUndefined()
  })
})

describe('encoding negotiation', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, br')).toBe('br')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('deflate')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
  })

  it('compresses text, scripts, JSON and SVG only', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true)
    expect(isCompressible('application/javascript')).toBe(true)
    expect(isCompressible('application/json')).toBe(true)
    expect(isCompressible('image/svg+xml')).toBe(true)
    expect(isCompressible('image/png')).toBe(false)
    expect(isCompressible('font/woff2')).toBe(false)
    expect(isCompressible('text/event-stream')).toBe(false)
  })
})
