#!/usr/bin/env node
// `npm run deploy` (README "Deploy"): check the configuration, find or create the D1 database and the R2 bucket on
// the first deploy, build, apply D1 migrations, deploy the Worker. Nothing is uploaded while a check fails
// (scripts/deploy-checks.mjs): a localhost or missing PUBLIC_SITE_URL, the placeholder database id, a missing secret.
// PUBLIC_SITE_URL=https://… npm run deploy ships that address without editing wrangler.jsonc.
// When SENTRY_AUTH_TOKEN (with SENTRY_ORG and SENTRY_PROJECT) is set, the build makes source maps of the browser
// code, uploads them to Sentry under the release (the git commit, as the Worker reports it) and deletes them before
// deploying: they are never served. The Worker's own source maps go to Cloudflare (upload_source_maps in
// wrangler.jsonc, built with SHOP_WORKER_SOURCEMAPS), not to the public.
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  checkDeployConfig,
  findDatabaseId,
  formatProblems,
  needsDatabaseId,
  parseJsonc,
  productionDatabase,
  provisionCommands,
  publicSiteUrl,
  writeDatabaseId,
} from './deploy-checks.mjs'

const root = resolve(import.meta.dirname, '..')
const configPath = join(root, 'wrangler.jsonc')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
/** A wrangler command whose output is read; null when it fails (not logged in, no network, nothing there). */
const wranglerOut = (args) => {
  const r = spawnSync(bin('wrangler'), args, { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } })
  return r.status === 0 ? r.stdout : null
}
const refuse = (title, problems) => {
  console.error(`\n[deploy] ${title}; nothing was uploaded. Fix:\n${formatProblems(problems)}\n`)
  process.exit(1)
}

// 1. What can be checked on this machine alone.
let config = parseJsonc(readFileSync(configPath, 'utf8'))
const local = checkDeployConfig(config, { processEnv: process.env, secrets: null }).problems.filter(
  (p) => !p.problem.includes('placeholder D1 database id'),
)
if (local.length) refuse('the configuration is not ready for production', local)

// 2. The first deploy: find or create the database and the bucket, and write the database's id.
if (needsDatabaseId(config)) {
  const { database_name: name } = productionDatabase(config)
  const stop = (why) =>
    refuse(why, [
      { problem: 'wrangler.jsonc still has the placeholder D1 database id', fix: provisionCommands(config).join('\n') },
    ])
  const list = wranglerOut(['d1', 'list', '--json'])
  if (list === null) stop('could not list the account\'s D1 databases (run "npx wrangler login" first)')
  let id = findDatabaseId(list, name)
  if (!id) {
    console.log(`[deploy] creating the D1 database ${name}`)
    if (wranglerOut(['d1', 'create', name]) === null) stop(`could not create the D1 database ${name}`)
    id = findDatabaseId(wranglerOut(['d1', 'list', '--json']) ?? '[]', name)
    if (!id) stop(`created ${name} but could not read its id back`)
  }
  writeFileSync(configPath, writeDatabaseId(readFileSync(configPath, 'utf8'), id))
  console.log(`[deploy] wrangler.jsonc now uses the D1 database ${name} (${id}): commit that change`)
  config = parseJsonc(readFileSync(configPath, 'utf8'))
  for (const bucket of config.r2_buckets ?? []) {
    if (wranglerOut(['r2', 'bucket', 'info', bucket.bucket_name]) !== null) continue
    console.log(`[deploy] creating the R2 bucket ${bucket.bucket_name}`)
    if (wranglerOut(['r2', 'bucket', 'create', bucket.bucket_name]) === null) {
      refuse(`could not create the R2 bucket ${bucket.bucket_name}`, [
        {
          problem: `the R2 bucket ${bucket.bucket_name} does not exist`,
          fix: `npx wrangler r2 bucket create ${bucket.bucket_name}`,
        },
      ])
    }
  }
}

// 3. The Worker's secrets (names only; wrangler never prints values).
const secretNames = (listed) => {
  try {
    return listed === null ? null : JSON.parse(listed).map((s) => s.name)
  } catch {
    return null
  }
}
const secrets = secretNames(wranglerOut(['secret', 'list', '--format', 'json']))
const { problems, warnings } = checkDeployConfig(config, { processEnv: process.env, secrets })
for (const warning of warnings) console.warn(`[deploy] warning: ${warning}`)
if (problems.length) refuse('the Worker is missing settings it needs in production', problems)

// 4. Build, migrate, deploy.
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
const sentry = Boolean(process.env.SENTRY_AUTH_TOKEN)

run(bin('vite'), ['build'], {
  SHOP_COMMIT: commit,
  SHOP_WORKER_SOURCEMAPS: '1',
  ...(sentry ? { SHOP_CLIENT_SOURCEMAPS: 'hidden' } : {}),
})

const client = join(root, 'dist', 'client')
const maps = []
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path)
    else if (name.endsWith('.map')) maps.push(path)
  }
}
walk(client)
if (sentry && maps.length) {
  // The Sentry CLI is fetched on demand by the deploying machine (it downloads a binary, so it is no dependency here).
  run('npx', ['--yes', '@sentry/cli@2', 'sourcemaps', 'upload', '--release', commit, client])
}
for (const map of maps) rmSync(map)
console.log(`[deploy] ${maps.length} source maps ${sentry ? 'uploaded to Sentry and ' : ''}removed from dist/client`)

run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--remote'])
const siteUrl = process.env.PUBLIC_SITE_URL ? ['--var', `PUBLIC_SITE_URL:${publicSiteUrl(config, process.env)}`] : []
run(bin('wrangler'), ['deploy', ...siteUrl])
console.log('[deploy] done: check it with  curl https://<your host>/api/health')
