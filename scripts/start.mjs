#!/usr/bin/env node
// `npm start`: local database (migrate + seed once), production build, then the built Worker
// served by the local Workers runtime on http://localhost:3000 (or the port PORT names).
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { startBanner, startPort } from './start-banner.mjs'

const root = resolve(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run(process.execPath, [join(root, 'scripts', 'db.mjs'), 'setup'])
run(bin('vite'), ['build'])
const { DEV_STAFF } = await import('../seed/staff/index.ts')
const port = startPort()
console.log(startBanner(port, DEV_STAFF).join('\n'))
run(bin('vite'), ['preview', '--port', String(port), '--strictPort'])
