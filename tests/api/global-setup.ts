import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

export const TEMPLATE_STATE_DIR = resolve(import.meta.dirname, '../../.wrangler/test-template')

/** Builds one migrated + seeded local D1 per run; each test file copies it (tests/api/harness.ts). */
export default function setup() {
  execFileSync(process.execPath, [resolve(import.meta.dirname, '../../scripts/db.mjs'), 'reset'], {
    env: { ...process.env, SHOP_STATE_DIR: TEMPLATE_STATE_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
