// Local twins of the shop's third parties for browser tests, over real HTTP on 127.0.0.1:4319:
//   POST /api/1/envelope/          Sentry ingest (browser and Worker SDKs post envelopes here)
//   POST /ga4/mp/collect           GA4 Measurement Protocol collector
//   POST /captcha/verify           captcha siteverify (token 'pass' succeeds)
//   POST /mail/send                HTTP mail provider
//   GET  /_received?kind=sentry    what each twin received (JSON), for assertions; DELETE resets
import { createServer } from 'node:http'
import { gunzipSync } from 'node:zlib'

const received = { sentry: [], ga4: [], captcha: [], mail: [] }

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      let buf = Buffer.concat(chunks)
      if (req.headers['content-encoding'] === 'gzip') buf = gunzipSync(buf)
      resolve(buf.toString('utf8'))
    })
  })
}

export function startTwins(port = 4319) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${port}`)
    const body = await readBody(req)
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') return res.end()
    const json = (status, data) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(data))
    }
    if (url.pathname.endsWith('/envelope/')) {
      // An envelope is newline-delimited JSON: header, then item header/payload pairs.
      const lines = body.split('\n').filter(Boolean)
      const items = []
      for (const line of lines.slice(1)) {
        try {
          items.push(JSON.parse(line))
        } catch {
          /* binary attachments */
        }
      }
      received.sentry.push({ path: url.pathname, header: JSON.parse(lines[0] ?? '{}'), items })
      return json(200, { id: 'e2e' })
    }
    if (url.pathname === '/ga4/mp/collect') {
      received.ga4.push({ query: Object.fromEntries(url.searchParams), body: JSON.parse(body || '{}') })
      res.writeHead(204)
      return res.end()
    }
    if (url.pathname === '/captcha/verify') {
      const params = new URLSearchParams(body)
      received.captcha.push(Object.fromEntries(params))
      return json(200, { success: params.get('response') === 'pass', action: 'footerNewsletter' })
    }
    if (url.pathname === '/mail/send') {
      received.mail.push(JSON.parse(body || '{}'))
      return json(202, { id: `mail-${received.mail.length}` })
    }
    if (url.pathname === '/_received') {
      const kind = url.searchParams.get('kind')
      if (req.method === 'DELETE') {
        for (const key of Object.keys(received)) received[key].length = 0
        return json(200, { ok: true })
      }
      return json(200, kind ? (received[kind] ?? []) : received)
    }
    json(404, { message: 'twin: unknown path' })
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
