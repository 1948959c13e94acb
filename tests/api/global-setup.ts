import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    templateStateDir: string
  }
}

/**
 * Builds one migrated + seeded local D1 per run, in a folder of its own (two runs at once never share it);
 * each test file copies it (tests/api/harness.ts).
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-template-'))
  execFileSync(process.execPath, [resolve(import.meta.dirname, '../../scripts/db.mjs'), 'reset'], {
    env: { ...process.env, SHOP_STATE_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  project.provide('templateStateDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
