// Types of scripts/start-banner.mjs for its test (scripts/start-banner.test.ts).
export function startPort(env?: Record<string, string | undefined>): number
export function startBanner(port: number, staff: readonly { role: string; email: string; password: string }[]): string[]
