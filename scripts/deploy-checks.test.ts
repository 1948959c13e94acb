import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  PLACEHOLDER_DATABASE_ID,
  REQUIRED_SETTINGS,
  checkDeployConfig,
  findDatabaseId,
  parseJsonc,
  provisionCommands,
  writeDatabaseId,
} from './deploy-checks.mjs'

const wranglerText = readFileSync(resolve(import.meta.dirname, '../wrangler.jsonc'), 'utf8')
const repoConfig = parseJsonc(wranglerText)
const allSecrets = REQUIRED_SETTINGS.map((s) => s.name)
const REAL_ID = '4f6e2a1c-8b1d-4c3e-9a7f-0123456789ab'

/** The repository's wrangler.jsonc as an operator would have completed it. */
function ready(over: Record<string, unknown> = {}) {
  const config = structuredClone(repoConfig)
  config.vars.PUBLIC_SITE_URL = 'https://www.vinotecaandes.cl'
  config.vars.WEBPAY_BASE_URL = 'https://webpay3g.transbank.cl'
  config.d1_databases[0].database_id = REAL_ID
  return Object.assign(config, over)
}

const problemsOf = (result: { problems: { problem: string }[] }) => result.problems.map((p) => p.problem)

describe('the deploy checks', () => {
  it('refuse the repository as it is: no public address, the placeholder database id', () => {
    const { problems } = checkDeployConfig(repoConfig, { secrets: allSecrets })
    expect(problems.map((p) => p.problem)).toEqual([
      'PUBLIC_SITE_URL is not set',
      'wrangler.jsonc still has the placeholder D1 database id',
    ])
    expect(problems[1]!.fix).toContain('npx wrangler d1 create vinoteca-shop')
    expect(problems[1]!.fix).toContain('npx wrangler r2 bucket create vinoteca-shop-photos')
  })

  it('pass a completed configuration with its secrets', () => {
    expect(checkDeployConfig(ready(), { secrets: allSecrets })).toEqual({ problems: [], warnings: [] })
  })

  it.each([
    ['http://localhost:3000', 'points at this machine'],
    ['https://127.0.0.1:8787', 'points at this machine'],
    ['http://www.vinotecaandes.cl', 'must use https'],
  ])('refuse PUBLIC_SITE_URL %s', (url, reason) => {
    const config = ready()
    config.vars.PUBLIC_SITE_URL = url
    const [first] = checkDeployConfig(config, { secrets: allSecrets }).problems
    expect(first!.problem).toContain(reason)
    expect(first!.fix).toContain('PUBLIC_SITE_URL=https://')
  })

  it('take the public address given to the deploy over the file, and accept it as a secret', () => {
    const config = ready()
    delete config.vars.PUBLIC_SITE_URL
    const given = checkDeployConfig(config, {
      secrets: allSecrets,
      processEnv: { PUBLIC_SITE_URL: 'https://vinotecaandes.cl' },
    })
    expect(given.problems).toEqual([])
    expect(checkDeployConfig(config, { secrets: [...allSecrets, 'PUBLIC_SITE_URL'] }).problems).toEqual([])
    const local = checkDeployConfig(ready(), {
      secrets: allSecrets,
      processEnv: { PUBLIC_SITE_URL: 'http://localhost' },
    })
    expect(problemsOf(local)[0]).toContain('points at this machine')
  })

  it('name every missing secret with the command that sets it', () => {
    const { problems } = checkDeployConfig(ready(), { secrets: ['JWT_SECRET'] })
    expect(problems.map((p) => p.fix)).toEqual([
      // Without it the captcha is off and guesses on one account never stop: a deploy refuses.
      'npx wrangler secret put CAPTCHA_SECRET',
      'npx wrangler secret put WEBPAY_COMMERCE_CODE',
      'npx wrangler secret put WEBPAY_API_KEY',
      'npx wrangler secret put MAIL_API_URL   (or "MAIL_API_URL" in the "vars" of wrangler.jsonc)',
      'npx wrangler secret put MAIL_API_KEY',
    ])
  })

  it('refuse a secret written into the vars, and a non-production APP_ENV', () => {
    const config = ready()
    config.vars.JWT_SECRET = 'hunter2'
    config.vars.APP_ENV = 'development'
    expect(problemsOf(checkDeployConfig(config, { secrets: allSecrets }))).toEqual([
      'wrangler.jsonc sets APP_ENV to "development": a deploy is production',
      'JWT_SECRET is written in wrangler.jsonc "vars", where anyone with the repository reads it',
    ])
  })

  it('want the Worker’s source maps uploaded, as the deploy script says', () => {
    expect(repoConfig.upload_source_maps).toBe(true)
    expect(problemsOf(checkDeployConfig(ready({ upload_source_maps: undefined }), { secrets: allSecrets }))).toEqual([
      expect.stringContaining('upload_source_maps'),
    ])
    expect(readFileSync(resolve(import.meta.dirname, 'deploy.mjs'), 'utf8')).toContain('upload_source_maps')
  })

  it('warn, without refusing, when the secrets could not be listed', () => {
    const { problems, warnings } = checkDeployConfig(ready(), { secrets: null })
    expect(problems).toEqual([])
    expect(warnings[0]).toContain('npx wrangler secret list')
  })
})

describe('the first deploy’s database id', () => {
  it('is found by name in `wrangler d1 list --json`', () => {
    const list = JSON.stringify([
      { uuid: '11111111-2222-3333-4444-555555555555', name: 'other' },
      { uuid: REAL_ID, name: 'vinoteca-shop', version: 'production' },
    ])
    expect(findDatabaseId(list, 'vinoteca-shop')).toBe(REAL_ID)
    expect(findDatabaseId('[]', 'vinoteca-shop')).toBeUndefined()
  })

  it('is written over the production placeholder only, keeping the comments', () => {
    const written = writeDatabaseId(wranglerText, REAL_ID)
    const config = parseJsonc(written)
    expect(config.d1_databases[0].database_id).toBe(REAL_ID)
    expect(config.env.e2e.d1_databases[0].database_id).toBe(PLACEHOLDER_DATABASE_ID)
    expect(written).toContain('// Workers Rate Limiting')
    expect(() => writeDatabaseId(written.replaceAll(PLACEHOLDER_DATABASE_ID, 'x'), REAL_ID)).toThrow()
  })

  it('or the operator gets the exact commands', () => {
    expect(provisionCommands(repoConfig)).toEqual([
      'npx wrangler login',
      'npx wrangler d1 create vinoteca-shop',
      '#   then put the printed database_id into wrangler.jsonc ("d1_databases", binding DB)',
      'npx wrangler r2 bucket create vinoteca-shop-photos',
    ])
  })
})

describe('parseJsonc', () => {
  it('keeps // inside strings and drops comments and trailing commas', () => {
    expect(parseJsonc('{ "a": "http://x//y", /* c */ "b": [1, 2,], // d\n }')).toEqual({ a: 'http://x//y', b: [1, 2] })
  })
})
