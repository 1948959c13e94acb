import * as v from 'valibot'
import { emailSchema, msg } from '~/lib/validation'

// docs/product.md, The API: POST /newsletter with email and recaptchaResponse (captcha action footerNewsletter).
export const NEWSLETTER_CAPTCHA_ACTION = 'footerNewsletter'

export const newsletterRequestSchema = v.object({
  email: emailSchema,
  recaptchaResponse: v.optional(v.pipe(v.string(msg.invalid), v.maxLength(4096, msg.maxLength(4096))), ''),
})
