#!/usr/bin/env node
// Local D1: create, migrate and seed (README "Two commands"). Runs on the project's Node 22 (the `node` devDependency).
//   node scripts/db.mjs setup              migrate; seed what is not loaded yet (a second run keeps the data)
//   node scripts/db.mjs reset [--multiply N]  wipe the local database, migrate and seed again
// SHOP_STATE_DIR picks the state folder (default .wrangler/state; the e2e run uses its own).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
process.env.WRANGLER_SEND_METRICS = 'false'
process.env.CI ??= '1' // no interactive confirmation from wrangler

const root = resolve(import.meta.dirname, '..')
const stateDir = resolve(root, process.env.SHOP_STATE_DIR ?? '.wrangler/state')
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
const [command = 'setup', ...rest] = process.argv.slice(2)
const multiplyIndex = rest.indexOf('--multiply')
const multiply = multiplyIndex >= 0 ? Number(rest[multiplyIndex + 1]) : 1

function wrangler(args, { capture = false } = {}) {
  return execFileSync(process.execPath, [wranglerBin, ...args, '--local', '--persist-to', stateDir], {
    cwd: root,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
}

/** Names of the seed sets this database has loaded (seed_runs; empty for a new database). */
function appliedSets() {
  try {
    const out = wrangler(['d1', 'execute', 'DB', '--json', '--command', 'SELECT name FROM seed_runs'], {
      capture: true,
    })
    return (JSON.parse(out)[0]?.results ?? []).map((row) => row.name)
  } catch {
    return []
  }
}

async function seed(applied) {
  const { buildSeed, pendingSets } = await import('../seed/index.ts')
  const pending = pendingSets(applied).map((set) => set.name)
  if (pending.length === 0) {
    console.log('[db] already seeded: keeping the data')
    return
  }
  const statements = buildSeed({ multiply }, applied)
  const file = join(stateDir, 'seed.sql')
  writeFileSync(file, statements.join('\n'))
  console.log(
    `[db] seeding ${pending.join(', ')}: ${statements.length} statements${multiply > 1 ? ` (catalogue x${multiply})` : ''}`,
  )
  // wrangler prints every statement's (empty) result after its summary: thousands of lines in the terminal of
  // `npm start` on a new machine. Its errors still reach stderr; the summary is ours.
  wrangler(['d1', 'execute', 'DB', '--yes', '--file', file], { capture: true })
  console.log(`[db] seeded: ${statements.length} statements executed`)
  rmSync(file)
}

// A deploy is production (wrangler.jsonc); a local run is development: .dev.vars says so for `npm start`,
// `npm run dev` and the benches. It is written once and never overwritten (it is the developer's file).
const devVars = join(root, '.dev.vars')
if (!existsSync(devVars)) {
  writeFileSync(
    devVars,
    '# Local settings of this machine (never committed). See README "Configuration".\nAPP_ENV=development\n',
  )
  console.log('[db] wrote .dev.vars (APP_ENV=development)')
}

/**
 * A reset database is the same for the same migrations, seed sources, tools and day (the seed's events fall in the
 * current week): the first reset keeps a copy under .wrangler/seeded/, and a later one with the same inputs copies it
 * back instead of migrating and seeding again (one `npm test` resets twice: the API suites' template and the browser
 * tests' database). Any change to those inputs names a new copy; older copies are removed.
 */
function resetKey() {
  const hash = createHash('sha256')
  const files = [
    ...['migrations', 'seed'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
    ),
    join(root, 'scripts', 'db.mjs'),
    join(root, 'src', 'lib', 'santiago-time.ts'),
    join(root, 'node_modules', 'wrangler', 'package.json'),
  ].sort()
  for (const file of files) hash.update(`${relative(root, file)}\0`).update(readFileSync(file))
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date())
  hash.update(`multiply=${multiply};day=${day}`)
  return hash.digest('hex').slice(0, 16)
}

const seededRoot = join(root, '.wrangler', 'seeded')
const seededCopy = command === 'reset' ? join(seededRoot, resetKey()) : null

if (command === 'reset') rmSync(stateDir, { recursive: true, force: true })
if (seededCopy && existsSync(join(seededCopy, 'done'))) {
  cpSync(join(seededCopy, 'state'), stateDir, { recursive: true })
  console.log(`[db] reset from the seeded copy ${relative(root, seededCopy)} (same migrations, seed and day)`)
} else {
  mkdirSync(stateDir, { recursive: true })
  console.log(`[db] migrating local D1 in ${stateDir}`)
  wrangler(['d1', 'migrations', 'apply', 'DB'])
  // A new database loads every set; an existing one keeps its data and loads only the sets added since.
  await seed(command === 'reset' ? [] : appliedSets())
  if (seededCopy) keepSeededCopy(seededCopy)
}

/** Copies the fresh database beside the others under a temporary name, then renames it: two resets at once never
 * read a half-written copy. */
function keepSeededCopy(target) {
  // Copies of older inputs are of no further use.
  for (const name of existsSync(seededRoot) ? readdirSync(seededRoot) : []) {
    if (!name.startsWith(basename(target))) rmSync(join(seededRoot, name), { recursive: true, force: true })
  }
  const partial = `${target}.${process.pid}.partial`
  cpSync(stateDir, join(partial, 'state'), { recursive: true })
  writeFileSync(join(partial, 'done'), '')
  try {
    renameSync(partial, target)
  } catch {
    rmSync(partial, { recursive: true, force: true }) // another reset kept the same copy first
  }
}
