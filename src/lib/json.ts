/** A JSON column as D1 returns it (text): its value, or the fallback when it is missing or malformed. */
export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}
