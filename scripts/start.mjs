#!/usr/bin/env node
// `npm start`: local database (migrate + seed once), production build, then the built Worker
// served by the local Workers runtime on http://localhost:3000.
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run(process.execPath, [join(root, 'scripts', 'db.mjs'), 'setup'])
run(bin('vite'), ['build'])
const { DEV_STAFF } = await import('../seed/staff/index.ts')
console.log('\n  Vinoteca Andes → http://localhost:3000')
console.log('  Back-office   → http://localhost:3000/gestion (development accounts)')
for (const s of DEV_STAFF) console.log(`    ${s.role.padEnd(5)}  ${s.email}  ${s.password}`)
console.log('')
run(bin('vite'), ['preview', '--port', process.env.PORT ?? '3000', '--strictPort'])
