import * as v from 'valibot'
import { isCommonPassword } from '~/lib/common-passwords'
import { formatRut } from '~/lib/rut'
import { emailSchema, msg, requiredText, rutSchema } from '~/lib/validation'

// docs/product.md, The API auth calls (POST /register, /login, /recover, /reset; GET /refresh, /verify; POST /logout),
// the messages of docs/product.md, Validation and messages (keys rendered per locale by lib/validation), password policy.

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** New passwords: at least 8 characters, no composition rules, common passwords refused. */
export const newPasswordSchema = v.pipe(
  v.string(msg.required),
  v.nonEmpty(msg.required),
  v.minLength(PASSWORD_MIN, msg.minLength(PASSWORD_MIN)),
  v.maxLength(PASSWORD_MAX, msg.maxLength(PASSWORD_MAX)),
  v.check((value) => !isCommonPassword(value), msg.commonPassword),
)

/** A password being checked (login, current password): only required and bounded. */
export const currentPasswordSchema = v.pipe(
  v.string(msg.required),
  v.nonEmpty(msg.required),
  v.maxLength(PASSWORD_MAX, msg.maxLength(PASSWORD_MAX)),
)

/** Chilean phone: digits with an optional +, spaces and dashes ignored (+56 9 1234 5678). */
export const phoneSchema = v.pipe(
  v.string(msg.required),
  v.trim(),
  v.nonEmpty(msg.required),
  v.transform((value) => value.replace(/[\s\-().]/g, '')),
  v.regex(/^\+?\d+$/, msg.numeric),
  v.minLength(8, msg.minLength(8)),
  v.maxLength(13, msg.maxLength(13)),
)

export const formattedRutSchema = v.pipe(rutSchema, v.transform(formatRut))

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(msg.invalid), v.trim(), v.maxLength(max, msg.maxLength(max))), '')

/** Person or company profile fields shared by registration and PUT /profile/user. */
export const profileFields = {
  first_name: requiredText({ max: 80 }),
  last_name: requiredText({ max: 80 }),
  email: emailSchema,
  rut: formattedRutSchema,
  phone: phoneSchema,
  is_company: v.optional(v.boolean(msg.invalid), false),
  business_name: optionalText(160),
  giro: optionalText(160),
}

/** A new password typed twice (registration, reset, change): the two fields and the check that they match. */
export const newPasswordFields = {
  password: newPasswordSchema,
  password_confirmation: v.pipe(v.string(msg.required), v.nonEmpty(msg.required)),
}

type NewPasswordInput = { password: string; password_confirmation: string }
type CompanyInput = { is_company: boolean; business_name: string; giro: string }
type Validation<T> = v.BaseValidation<T, T, v.BaseIssue<unknown>>

const matchingPasswords: Validation<NewPasswordInput> = v.forward(
  v.partialCheck(
    [['password'], ['password_confirmation']],
    (i) => i.password === i.password_confirmation,
    msg.confirmation,
  ),
  ['password_confirmation'],
)

const companyNames: [Validation<CompanyInput>, Validation<CompanyInput>] = [
  v.forward(
    v.partialCheck([['is_company'], ['business_name']], (i) => !i.is_company || i.business_name !== '', msg.required),
    ['business_name'],
  ),
  v.forward(
    v.partialCheck([['is_company'], ['giro']], (i) => !i.is_company || i.giro !== '', msg.required),
    ['giro'],
  ),
]

// The checks read only their own fields, so they run unchanged on any object that has them; valibot types a pipe
// item by the whole object, hence the casts to the caller's output.

/** `schema` with the check that the password's two copies match, reported on the confirmation (the second copy). */
export function withMatchingPasswords<TSchema extends v.GenericSchema<unknown, NewPasswordInput>>(
  schema: TSchema,
): v.SchemaWithPipe<readonly [TSchema, Validation<v.InferOutput<TSchema>>]> {
  type Check = Validation<v.InferOutput<TSchema>>
  return v.pipe<TSchema, Check>(schema, matchingPasswords as unknown as Check)
}

/** `schema` with a company's business name and line of business required (a person may leave them empty). */
export function withCompanyNames<TSchema extends v.GenericSchema<unknown, CompanyInput>>(
  schema: TSchema,
): v.SchemaWithPipe<readonly [TSchema, Validation<v.InferOutput<TSchema>>, Validation<v.InferOutput<TSchema>>]> {
  type Check = Validation<v.InferOutput<TSchema>>
  const [businessName, giro] = companyNames as unknown as [Check, Check]
  return v.pipe<TSchema, Check, Check>(schema, businessName, giro)
}

export const registerRequestSchema = withCompanyNames(
  withMatchingPasswords(v.object({ ...profileFields, ...newPasswordFields }, msg.required)),
)

/** The captcha action of the sign-in form (asked for only after several attempts on one account). */
export const LOGIN_CAPTCHA_ACTION = 'login'

export const loginRequestSchema = v.object(
  {
    email: emailSchema,
    password: currentPasswordSchema,
    /** The captcha token, sent once the API asked for it (422 with `captcha_required`). */
    recaptchaResponse: v.optional(v.pipe(v.string(msg.invalid), v.maxLength(4096, msg.maxLength(4096))), ''),
  },
  msg.required,
)

export const recoverRequestSchema = v.object({ email: emailSchema }, msg.required)

export const resetRequestSchema = withMatchingPasswords(
  v.object(
    {
      token: v.pipe(v.string(msg.required), v.nonEmpty(msg.required), v.maxLength(200, msg.maxLength(200))),
      ...newPasswordFields,
    },
    msg.required,
  ),
)

export const logoutRequestSchema = v.object({
  refresh_token: v.optional(v.pipe(v.string(msg.invalid), v.maxLength(200, msg.maxLength(200)))),
})

/** docs/product.md, What the shop stores session + Numbers and limits: access token 1800 s, refresh token 30 days, type Bearer. */
export interface AuthTokens {
  access_token: string
  refresh_token: string
  token_type: 'Bearer'
  expires_in: number
  refresh_expires_in: number
}

/** docs/product.md, What the shop stores user: id, email, first_name (what the header and error reports need). */
export interface SessionUser {
  id: number
  email: string
  first_name: string
  /** Present (true) for the shop's staff: the account menu links to /gestion. */
  staff?: boolean
}

/** A message of the local outbox, as the dev mailbox lists it. */
export interface DevMail {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  created_at: string
}
