// Types of scripts/page-weight.mjs for the TypeScript callers (tests/e2e/js-budget.spec.ts, scripts/page-weight.test.ts).
export interface ScriptWeight {
  url: string
  rawBytes: number
  gzipBytes: number
}
export interface PageWeight {
  path: string
  status: number
  files: number
  rawKB: number
  gzipKB: number
  htmlGzipKB: number
  stateKB: number
  scripts: ScriptWeight[]
}
export function scriptsInHtml(html: string): string[]
export function dehydratedBytes(html: string): number
export function staticImports(code: string, url: string): string[]
export function firstLoadJs(
  base: string,
  path: string,
  options?: { headers?: Record<string, string>; fetch?: typeof fetch },
): Promise<PageWeight>
export const KEY_PAGES: string[]
