#!/usr/bin/env node
// The calendar check: the unit and API suites, run three times with the clock started at chosen instants, must
// pass each time. The Node processes (the test runner and the API it drives in-process) live on that day through
// a preload that starts `Date` there (tests/calendar/shift-clock.mjs); the local Workers runtime keeps the real
// clock (libfaketime hangs workerd at start), which is why the API stamps and compares every instant itself.
//   node scripts/test-calendar.mjs                             # the three instants below, unit + API
//   node scripts/test-calendar.mjs --project unit              # extra arguments go to vitest
//   node scripts/test-calendar.mjs --at=2027-01-01T02:30:00Z --project api  # one of the instants only
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
const preload = pathToFileURL(join(root, 'tests', 'calendar', 'shift-clock.mjs')).href

// Each instant is a day naive date code gets wrong.
const INSTANTS = [
  // Tuesday 1 December 2026, 10:00 in Santiago: home delivery is promised for Wednesday (an accented weekday).
  { at: '2026-12-01T13:00:00Z', why: 'a Wednesday promise' },
  // Saturday 4 April 2026, 23:30 in Santiago for the second time: the night the clocks go back.
  { at: '2026-04-05T03:30:00Z', why: 'the night Chile goes back to winter time' },
  // Thursday 31 December 2026, 23:30 in Santiago: already the 1st of January in UTC, a holiday follows.
  { at: '2027-01-01T02:30:00Z', why: "New Year's Eve, past midnight in UTC" },
]

const only = process.argv.find((arg) => arg.startsWith('--at='))?.slice('--at='.length)
const chosen = only === undefined ? INSTANTS : INSTANTS.filter(({ at }) => at === only)
if (chosen.length === 0) {
  console.error(`[calendar] --at=${only} is none of ${INSTANTS.map(({ at }) => at).join(', ')}`)
  process.exit(2)
}
const extra = process.argv.slice(2).filter((arg) => !arg.startsWith('--at='))
const vitest = join(root, 'node_modules', '.bin', 'vitest')
let failed = 0
for (const { at, why } of chosen) {
  console.log(`\n[calendar] clock starts at ${at} (${why})`)
  const started = Date.now()
  const run = spawnSync(vitest, ['run', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      SHOP_CLOCK_AT: at,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${preload}`].filter(Boolean).join(' '),
    },
  })
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`[calendar] ${at}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
  if (run.status !== 0) failed += 1
}
process.exit(failed === 0 ? 0 : 1)
