import type { TestApi } from './harness'
import type { AuthTokens, SessionUser } from '~/contract/auth'

// Shared by tests/api/auth*.test.ts and profile*.test.ts: a valid registration and a logged-in user.
let counter = 0

export function uniqueEmail(prefix = 'cliente'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.cl`
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Camila',
    last_name: 'Rojas',
    email: uniqueEmail(),
    rut: '12.345.678-5',
    phone: '+56 9 8765 4321',
    password: 'uva-carmenere-2026',
    password_confirmation: 'uva-carmenere-2026',
    ...overrides,
  }
}

export async function registerUser(t: TestApi, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides)
  const res = await t.call('/api/register', { method: 'POST', json: body })
  if (res.status !== 201) throw new Error(`register failed ${res.status}: ${await res.text()}`)
  const { data } = (await res.json()) as { data: AuthTokens & { user: SessionUser } }
  return { ...data, email: body.email, password: body.password }
}
