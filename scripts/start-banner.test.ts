import { describe, expect, it } from 'vitest'
import { startBanner, startPort } from './start-banner.mjs'

const staff = [{ role: 'admin', email: 'admin@vinotecaandes.cl', password: 'x' }]

describe('npm start banner', () => {
  it('prints the port it serves, not a fixed 3000', () => {
    const port = startPort({ PORT: '3001' })
    expect(port).toBe(3001)
    const text = startBanner(port, staff).join('\n')
    expect(text).toContain('http://localhost:3001/gestion')
    expect(text).toContain('Vinoteca Andes → http://localhost:3001')
    expect(text).not.toContain(':3000')
  })

  it('falls back to 3000 without a usable PORT', () => {
    expect(startPort({})).toBe(3000)
    expect(startPort({ PORT: 'abc' })).toBe(3000)
    expect(startPort({ PORT: '70000' })).toBe(3000)
  })
})
