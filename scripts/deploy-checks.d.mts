// Types of scripts/deploy-checks.mjs for its test (scripts/deploy-checks.test.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- wrangler.jsonc is read as plain JSON */
export interface DeployProblem {
  problem: string
  fix: string
}
export const PLACEHOLDER_DATABASE_ID: string
export const REQUIRED_SETTINGS: { name: string; secret: boolean; why: string }[]
export function parseJsonc(text: string): any
export function productionDatabase(
  config: any,
): { binding: string; database_name: string; database_id?: string } | undefined
export function needsDatabaseId(config: any): boolean
export function findDatabaseId(listJson: string | unknown[], name: string): string | undefined
export function writeDatabaseId(text: string, id: string): string
export function provisionCommands(config: any): string[]
export function publicSiteUrl(config: any, processEnv?: Record<string, string | undefined>): string | undefined
export function checkDeployConfig(
  config: any,
  options?: { processEnv?: Record<string, string | undefined>; secrets?: string[] | null },
): { problems: DeployProblem[]; warnings: string[] }
export function formatProblems(problems: DeployProblem[]): string
