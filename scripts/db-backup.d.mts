// Types of scripts/db-backup.mjs for its test (tests/api/db-backup.test.ts).
export function localDatabaseFile(stateDir: string): string | undefined
export function dumpStatements(db: unknown): string[]
export function exportLocal(stateDir: string, output: string): Promise<number>
export function importLocal(stateDir: string, input: string): void
