// Types of scripts/bench-table.mjs for its TypeScript test (scripts/bench-table.test.ts).
export interface LighthouseRun {
  performance: number | null
  mainThreadMs: number | null
  scriptEvaluationMs: number | null
  styleLayoutMs: number | null
  otherMs: number | null
  tbtMs: number | null
  lcpMs: number | null
  error?: string
}
export interface SideMedians {
  runs: number
  failedRuns: number
  mainThreadMs: number
  scriptEvaluationMs: number
  styleLayoutMs: number
  otherMs: number
  tbtMs: number
  lcpMs: number
  performance: number
  jsKB: number
}
export interface SsrRound {
  pages: { rps: number }
  static: { rps: number }
}
export interface SsrMedians {
  rounds: number
  pagesRps: number
  staticRps: number
  ratio: number
}
export interface PageMeasured {
  key: string
  label: string
  shop: { lighthouse: LighthouseRun[]; jsKB: number }
  floor: { lighthouse: LighthouseRun[]; jsKB: number }
}
export interface PageSummary {
  key: string
  label: string
  shop: SideMedians
  floor: SideMedians
  mainThreadRatio: number
  lighthouseDiff: number
  jsDiffKB: number
  jsAllowance: number
  met: { mainThread: boolean | null | undefined; lighthouse: boolean | null; firstLoadJs: boolean | null }
}
export interface Summary {
  pages: PageSummary[]
  ssr: {
    shop: SsrMedians
    floor: SsrMedians
    urls: { shop: number; floor: number }
    share: number
    met: boolean | null
  }
}
export const TARGETS: {
  mainThreadRatio: { max: number; pages: string[] }
  lighthousePoints: number
  firstLoadExtraKB: { home: number; other: number }
  ssrShare: number
}
export function median(values: number[]): number
export function medianRun<T extends { mainThreadMs: number | null }>(runs: T[]): T | undefined
export function lighthouseMedians(runs: LighthouseRun[]): Omit<SideMedians, 'jsKB'>
export function ssrMedians(rounds: SsrRound[]): SsrMedians
export function summarise(measured: {
  pages: PageMeasured[]
  ssr: { shop: SsrRound[]; floor: SsrRound[]; urls: { shop: number; floor: number } }
}): Summary
export function markdownTable(summary: Summary): string
export function targetCount(summary: Summary): string
