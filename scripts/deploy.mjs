#!/usr/bin/env node
// `npm run deploy` (README "Deploy"): build, apply D1 migrations, deploy the Worker. When SENTRY_AUTH_TOKEN (with
// SENTRY_ORG and SENTRY_PROJECT) is set, the build makes source maps of the browser code, uploads them to Sentry under
// the release (the git commit, as the Worker reports it) and deletes them before deploying: they are never served.
// The Worker's own source maps go to Cloudflare (upload_source_maps in wrangler.jsonc), not to the public.
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
const sentry = Boolean(process.env.SENTRY_AUTH_TOKEN)

run(bin('vite'), ['build'], { SHOP_COMMIT: commit, ...(sentry ? { SHOP_CLIENT_SOURCEMAPS: 'hidden' } : {}) })

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
run(bin('wrangler'), ['deploy'])
