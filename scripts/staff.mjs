#!/usr/bin/env node
// Staff accounts from the command line (README "Back-office"):
//   npm run staff:add -- persona@vinotecaandes.cl --role admin [--remote]
// Gives an existing account the role, or creates the account with a generated password (printed once).
// Without --remote it acts on the local database (.wrangler/state, or SHOP_STATE_DIR); with --remote on the
// deployed D1 through wrangler (which must be logged in). Admins invite everyone else from /gestion/equipo.
import { execFileSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { generatedPassword, hashPasswordNode } from '../seed/staff/password.ts'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const [command, email] = args
const roleIndex = args.indexOf('--role')
const role = roleIndex >= 0 ? args[roleIndex + 1] : 'staff'
const remote = args.includes('--remote')

function fail(message) {
  console.error(`staff: ${message}`)
  console.error('usage: npm run staff:add -- <email> [--role staff|admin] [--remote]')
  process.exit(1)
}

if (command !== 'add') fail('unknown command')
if (!email || !/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email)) fail('a valid e-mail is required')
if (role !== 'staff' && role !== 'admin') fail('--role must be staff or admin')

const stateDir = resolve(root, process.env.SHOP_STATE_DIR ?? '.wrangler/state')
const wrangler = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const where = remote ? ['--remote'] : ['--local', '--persist-to', stateDir]
const d1 = (sql) =>
  JSON.parse(
    execFileSync(process.execPath, [wrangler, 'd1', 'execute', 'DB', '--json', '--command', sql, ...where], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  )[0].results

const quoted = `'${email.toLowerCase()}'`
const existing = d1(`SELECT id, role FROM users WHERE email = ${quoted} COLLATE NOCASE`)
if (existing.length) {
  d1(`UPDATE users SET role = '${role}' WHERE id = ${Number(existing[0].id)}`)
  console.log(`${email}: ${existing[0].role} → ${role}`)
} else {
  const password = generatedPassword()
  const [name] = email.split('@')
  d1(
    `INSERT INTO users (email, first_name, last_name, rut, password_hash, role) VALUES (${quoted}, '${name.replace(/'/g, '')}', '', '', '${hashPasswordNode(password)}', '${role}')`,
  )
  console.log(`${email}: new account with role ${role}`)
  console.log(`  password: ${password}   (change it from /cuenta after the first sign-in)`)
}
