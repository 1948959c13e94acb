#!/usr/bin/env node
// Runs the browser tests and the abuse suite in a shuffled order, one worker, and says the seed first so that a
// failing order can be run again: `node scripts/e2e-shuffle.mjs [--seed N] [spec files…] [-- playwright options]`.
// With no files, every spec of both projects. Wrap it like any browser run: `flock /tmp/shop-e2e.lock …`.
import { spawnSync } from 'node:child_process'
import { delimiter, join, relative, resolve } from 'node:path'
import { shuffled, specFiles } from './e2e-order.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const split = args.indexOf('--')
const ours = split === -1 ? args : args.slice(0, split)
const passOn = split === -1 ? [] : args.slice(split + 1)
const seedAt = ours.indexOf('--seed')
const seed = seedAt === -1 ? Math.floor(Math.random() * 2 ** 31) : Number(ours[seedAt + 1])
if (!Number.isInteger(seed)) throw new Error(`--seed takes a whole number, not ${ours[seedAt + 1]}`)
const chosen = ours.filter((_, i) => seedAt === -1 || (i !== seedAt && i !== seedAt + 1))
const known = specFiles(root)
const files = chosen.map((file) => relative(root, resolve(file)))
for (const file of files) {
  if (!known.some((spec) => spec.file === file)) throw new Error(`${file} is not a spec of tests/e2e or tests/abuse`)
}

const order = shuffled(
  known.filter((spec) => files.length === 0 || files.includes(spec.file)),
  seed,
)
console.log(`[shuffle] seed ${seed}: ${order.map((spec) => spec.file.replace(/^tests\//, '')).join(' → ')}`)
console.log(`[shuffle] again: node scripts/e2e-shuffle.mjs --seed ${seed} ${files.join(' ')}`.trimEnd())

const result = spawnSync(
  join(root, 'node_modules', '.bin', 'playwright'),
  ['test', '--config', 'playwright.shuffle.config.ts', ...passOn],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      // The project's Node (the `node` devDependency) for Playwright and its web server, as npm scripts get it.
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      E2E_SHUFFLE_ORDER: order.map((spec) => spec.file).join(','),
    },
  },
)
console.log(`[shuffle] seed ${seed} ${result.status === 0 ? 'passed' : 'failed'}`)
process.exit(result.status ?? 1)
