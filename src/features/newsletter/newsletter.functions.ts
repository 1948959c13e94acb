import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { typedCall } from '~/server/api-client.server'
import { api } from '~/server/api.server'
import { fnInput } from '~/lib/fn-input'

// docs/product.md, The API POST /newsletter { email, recaptchaResponse }. The API validates (docs/product.md, Validation and messages) and verifies the
// captcha; this wrapper only forwards with the visitor's locale. Input is bounded here, judged there.
export const subscribeNewsletter = createServerFn({ method: 'POST' })
  .validator(
    fnInput(
      v.object({
        email: v.pipe(v.string(), v.maxLength(320)),
        recaptchaResponse: v.optional(v.pipe(v.string(), v.maxLength(4096)), ''),
      }),
    ),
  )
  .handler(async ({ data }): Promise<{ subscribed: true }> => {
    await typedCall(api.newsletter({ token: null }).$post({ json: data }))
    return { subscribed: true }
  })
