import { request as httpRequest } from 'node:http'
import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { LEAKS, ipHeaders } from './helpers'

// Bodies past the API's limits, through the same local runtime `npm start` serves: each is refused with a 413 in
// the shop's error shape and the request's language, and the requests around them are answered as usual.

interface Answer {
  label: string
  status: number
  body: string
}

const jsonBody = () => JSON.stringify({ email: 'grande@example.cl', note: 'x'.repeat(1_200_000) })
const photoBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(12 * 1024 * 1024)])

/** A POST whose body is sent in chunks, with no Content-Length (what a streaming client does). */
function postChunked(baseURL: string, path: string, bytes: Buffer, locale: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(path, baseURL),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale, ...ipHeaders() },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ label: 'chunked 2 MB', status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    for (let at = 0; at < bytes.length; at += 64 * 1024) req.write(bytes.subarray(at, at + 64 * 1024))
    req.end()
  })
}

async function answer(label: string, sent: Promise<Awaited<ReturnType<APIRequestContext['fetch']>>>) {
  const res = await sent
  return { label, status: res.status(), body: await res.text() }
}

const largeJson = (request: APIRequestContext, locale: string) =>
  answer(
    'JSON 1.2 MB',
    request.post('/api/newsletter', {
      headers: { 'content-type': 'application/json', 'accept-language': locale, ...ipHeaders() },
      data: jsonBody(),
    }),
  )

const largePhoto = (request: APIRequestContext, locale: string) =>
  answer(
    'photo 12 MB',
    request.post('/api/admin/products/1/photos', {
      headers: { 'accept-language': locale, ...ipHeaders() },
      multipart: { photo: { name: 'botella.jpg', mimeType: 'image/jpeg', buffer: photoBytes() } },
    }),
  )

const largeChunked = (baseURL: string, locale: string) =>
  postChunked(baseURL, '/api/newsletter', randomBytes(2 * 1024 * 1024), locale)

function expectTooLarge(a: Answer, locale: 'es' | 'en') {
  expect(a.status, `${a.label} answered ${a.status}: ${a.body.slice(0, 200)}`).toBe(413)
  expect(a.body).not.toMatch(LEAKS)
  expect(JSON.parse(a.body)).toEqual({
    message: locale === 'en' ? 'The request is too large.' : 'La solicitud es demasiado grande.',
  })
}

test('a 12 MB photo, a 1.2 MB JSON body and a 2 MB chunked body each get a 413 in the shop’s words', async ({
  request,
  baseURL,
}) => {
  expectTooLarge(await largePhoto(request, 'es'), 'es')
  expectTooLarge(await largeJson(request, 'en'), 'en')
  expectTooLarge(await largeChunked(baseURL!, 'es'), 'es')
  expectTooLarge(await largeChunked(baseURL!, 'en'), 'en')
})

test('16 requests at once, large bodies among small ones: no 5xx, the large ones 413, the small ones answered', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const small = (i: number) =>
    i % 2 === 0
      ? answer('GET regions', request.get('/api/regions', { headers: ipHeaders() }))
      : answer(
          'POST a small body to an unknown route',
          request.post('/api/no-such-thing', { headers: ipHeaders(), data: { a: 1 } }),
        )
  const answers = await Promise.all(
    Array.from({ length: 16 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return largePhoto(request, 'es')
        case 1:
          return largeJson(request, 'es')
        case 2:
          return largeChunked(baseURL!, 'es')
        default:
          return small(i)
      }
    }),
  )
  const summary = answers.map((a) => `${a.label} → ${a.status}`)
  expect(
    answers.filter((a) => a.status >= 500),
    summary.join('; '),
  ).toEqual([])
  for (const a of answers) {
    expect(a.body, a.label).not.toMatch(LEAKS)
    if (a.label === 'GET regions') expect(a.status).toBe(200)
    else if (a.label.startsWith('POST a small')) expect(a.status).toBe(404)
    else expectTooLarge(a, 'es')
  }
  // And right after: small requests are answered as usual.
  for (let i = 0; i < 4; i++) expect((await small(i)).status).toBe(i % 2 === 0 ? 200 : 404)
})
