import { createFileRoute } from '@tanstack/react-router'
import { env } from 'cloudflare:workers'
import { PHOTO_EXTENSIONS } from '~/api/catalog/photos'

// Photos uploaded in the back-office: /img/f/{key}, the original straight from R2 (production resizes it through
// /cdn-cgi/image/...). Keys are random and a photo is never rewritten (a new upload gets a new key): cached a year.
const FILE = /^(product|event|article)-\d{1,12}-[0-9a-f-]{36}\.(jpg|png|webp|avif)$/

export const Route = createFileRoute('/img/f/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const bucket = (env as ShopEnv).PHOTOS
        const object = FILE.test(params.file) && bucket ? await bucket.get(params.file) : null
        if (!object) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
        const type = object.httpMetadata?.contentType
        const ext = params.file.split('.').pop()!
        return new Response(object.body, {
          headers: {
            'content-type': type && PHOTO_EXTENSIONS[type] === ext ? type : 'application/octet-stream',
            'cache-control': 'public, max-age=31536000, immutable',
            'x-content-type-options': 'nosniff',
            etag: object.httpEtag,
          },
        })
      },
    },
  },
})
