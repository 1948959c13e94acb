// The checks `npm run deploy` makes before it uploads anything (scripts/deploy.mjs). Pure: they read the text of
// wrangler.jsonc and what wrangler printed, and say what is wrong and the exact command or edit that fixes it, so a
// broken configuration (a localhost public address, the placeholder database id, a missing secret) never ships.
import { publicUrlProblem } from '../src/lib/public-url.ts'

/** The id wrangler.jsonc carries until the first deploy finds or creates the database. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000'

/**
 * What a production Worker cannot do without (README "Configuration"): each may be a secret (`wrangler secret put`)
 * or, for the ones that are not secret, a var in wrangler.jsonc.
 */
export const REQUIRED_SETTINGS = [
  { name: 'JWT_SECRET', secret: true, why: 'access tokens are signed with it' },
  { name: 'CAPTCHA_SECRET', secret: true, why: 'past a few failed sign-ins an account needs the captcha' },
  { name: 'WEBPAY_BASE_URL', secret: false, why: 'the Webpay sandbox is never served in production' },
  { name: 'WEBPAY_COMMERCE_CODE', secret: true, why: 'Webpay payments' },
  { name: 'WEBPAY_API_KEY', secret: true, why: 'Webpay payments' },
  { name: 'MAIL_API_URL', secret: false, why: 'order confirmations and password e-mails' },
  { name: 'MAIL_API_KEY', secret: true, why: 'order confirmations and password e-mails' },
]

/** wrangler.jsonc as an object: comments and trailing commas removed, strings (URLs, globs) left whole. */
export function parseJsonc(text) {
  let out = ''
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === '"') {
      let j = i + 1
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      out += text.slice(i, j + 1)
      i = j + 1
    } else if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end < 0 ? text.length : end + 2
    } else {
      out += ch
      i++
    }
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'))
}

/** The production D1 entry (top level, binding DB). */
export function productionDatabase(config) {
  return (config.d1_databases ?? []).find((db) => db.binding === 'DB')
}

export function needsDatabaseId(config) {
  const db = productionDatabase(config)
  return !db?.database_id || db.database_id === PLACEHOLDER_DATABASE_ID
}

/** The id of the database named `name` in `wrangler d1 list --json`, or undefined. */
export function findDatabaseId(listJson, name) {
  const list = typeof listJson === 'string' ? JSON.parse(listJson) : listJson
  const found = (Array.isArray(list) ? list : []).find((db) => db.name === name)
  return found?.uuid ?? found?.database_id ?? undefined
}

/**
 * wrangler.jsonc with the production database's placeholder id replaced by `id` (the first occurrence only: the
 * test environment's entry keeps its placeholder, it never reaches Cloudflare). Comments and layout are kept.
 */
export function writeDatabaseId(text, id) {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a D1 database id: ${id}`)
  const marker = `"database_id": "${PLACEHOLDER_DATABASE_ID}"`
  const at = text.indexOf(marker)
  if (at < 0) throw new Error('wrangler.jsonc has no placeholder database id to replace')
  return `${text.slice(0, at)}"database_id": "${id}"${text.slice(at + marker.length)}`
}

/** The commands that create what the first deploy needs, for an operator who runs them by hand. */
export function provisionCommands(config) {
  const db = productionDatabase(config)
  const bucket = (config.r2_buckets ?? []).find((b) => b.binding === 'PHOTOS')
  return [
    'npx wrangler login',
    `npx wrangler d1 create ${db?.database_name ?? 'vinoteca-shop'}`,
    `#   then put the printed database_id into wrangler.jsonc ("d1_databases", binding DB)`,
    ...(bucket ? [`npx wrangler r2 bucket create ${bucket.bucket_name}`] : []),
  ]
}

/** The public address the deploy will ship: PUBLIC_SITE_URL given to `npm run deploy`, else wrangler.jsonc's var. */
export function publicSiteUrl(config, processEnv = {}) {
  return processEnv.PUBLIC_SITE_URL || config.vars?.PUBLIC_SITE_URL
}

/**
 * Everything that stops a deploy, each `{ problem, fix }`. `secrets` is the list of secret names of the Worker
 * (`wrangler secret list`), or null when it could not be read (then the secret checks are left to the operator and
 * a warning says so). Static checks (no network) come first so an offline machine already learns what is wrong.
 */
export function checkDeployConfig(config, { processEnv = {}, secrets = null } = {}) {
  const problems = []
  const vars = config.vars ?? {}
  const secretNames = new Set(secrets ?? [])

  if (vars.APP_ENV && vars.APP_ENV !== 'production') {
    problems.push({
      problem: `wrangler.jsonc sets APP_ENV to "${vars.APP_ENV}": a deploy is production`,
      fix: 'set "APP_ENV": "production" in the top-level "vars" of wrangler.jsonc',
    })
  }

  const url = publicSiteUrl(config, processEnv)
  const urlProblem = url === undefined && secretNames.has('PUBLIC_SITE_URL') ? undefined : publicUrlProblem(url)
  if (urlProblem) {
    problems.push({
      problem: urlProblem,
      fix:
        'set "PUBLIC_SITE_URL": "https://www.your-shop.cl" in the top-level "vars" of wrangler.jsonc, ' +
        'or run PUBLIC_SITE_URL=https://www.your-shop.cl npm run deploy',
    })
  }

  if (config.upload_source_maps !== true) {
    problems.push({
      problem: 'wrangler.jsonc does not set "upload_source_maps": true (the Worker would log minified stack traces)',
      fix: 'add "upload_source_maps": true at the top level of wrangler.jsonc',
    })
  }

  if (needsDatabaseId(config)) {
    problems.push({
      problem: 'wrangler.jsonc still has the placeholder D1 database id',
      fix: provisionCommands(config).join('\n'),
    })
  }

  const warnings = []
  if (secrets === null) {
    warnings.push(
      'could not list the Worker\'s secrets (first deploy, or not logged in): check them with "npx wrangler secret list"',
    )
  } else {
    for (const setting of REQUIRED_SETTINGS) {
      const present =
        secretNames.has(setting.name) ||
        (!setting.secret && typeof vars[setting.name] === 'string' && vars[setting.name])
      if (!present) {
        problems.push({
          problem: `${setting.name} is not set (${setting.why})`,
          fix: setting.secret
            ? `npx wrangler secret put ${setting.name}`
            : `npx wrangler secret put ${setting.name}   (or "${setting.name}" in the "vars" of wrangler.jsonc)`,
        })
      }
    }
    for (const setting of REQUIRED_SETTINGS.filter((s) => s.secret)) {
      if (typeof vars[setting.name] === 'string') {
        problems.push({
          problem: `${setting.name} is written in wrangler.jsonc "vars", where anyone with the repository reads it`,
          fix: `remove it from "vars" and run: npx wrangler secret put ${setting.name}`,
        })
      }
    }
  }
  return { problems, warnings }
}

/** The refusal printed by the deploy: every problem with its fix. */
export function formatProblems(problems) {
  return problems
    .map(
      (p, i) =>
        `  ${i + 1}. ${p.problem}\n${p.fix
          .split('\n')
          .map((line) => `       ${line}`)
          .join('\n')}`,
    )
    .join('\n')
}
