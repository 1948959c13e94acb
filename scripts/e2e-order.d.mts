export interface SpecFile {
  project: 'chromium' | 'abuse'
  file: string
}
export function specFiles(root: string): SpecFile[]
export function shuffled<T>(items: T[], seed: number): T[]
