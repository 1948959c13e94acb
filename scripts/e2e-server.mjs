#!/usr/bin/env node
// Started by Playwright (playwright.config.ts webServer): a fresh seeded database of its own, the local twins
// of the third parties, a production build configured for tests (wrangler env "e2e") and the built Worker
// served by the local Workers runtime.
import { spawn, spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { startTwins } from '../tests/e2e/twins.mjs'

const root = resolve(import.meta.dirname, '..')
const port = process.argv[2] ?? '4310'
const env = {
  ...process.env,
  SHOP_STATE_DIR: '.wrangler/e2e-state',
  CLOUDFLARE_ENV: 'e2e',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

await startTwins(4319)
run(process.execPath, [join(root, 'scripts', 'db.mjs'), 'reset'])
run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'])
// The build already flattened the "e2e" environment into dist/server/wrangler.json: preview without CLOUDFLARE_ENV.
const previewEnv = { ...env }
delete previewEnv.CLOUDFLARE_ENV
const preview = spawn(join(root, 'node_modules', '.bin', 'vite'), ['preview', '--port', port, '--strictPort'], {
  cwd: root,
  env: previewEnv,
  stdio: 'inherit',
})
const stop = () => preview.kill('SIGTERM')
process.on('SIGTERM', () => (stop(), process.exit(0)))
process.on('SIGINT', () => (stop(), process.exit(0)))
preview.on('exit', (code) => process.exit(code ?? 0))
