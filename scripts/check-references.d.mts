export interface SourceFile {
  path: string
  text: string
}
export interface BrokenReference {
  file: string
  line: number
  reference: string
  why: string
}
export const DECISION_WORDS: number
export function commentLines(path: string, text: string): string[]
export function findBrokenReferences(
  files: SourceFile[],
  repository: Set<string>,
  decisionNumbers: string[],
): BrokenReference[]
export function longDecisions(files: SourceFile[]): { file: string; words: number }[]
