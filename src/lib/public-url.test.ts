import { describe, expect, it } from 'vitest'
import { publicUrlProblem } from './public-url'
import { siteConfigProblem } from './site-config'

describe('publicUrlProblem', () => {
  it.each([
    [undefined, 'is not set'],
    ['', 'is not set'],
    ['vinotecaandes', 'is not a URL'],
    ['http://localhost:3000', 'points at this machine'],
    ['https://127.0.0.1', 'points at this machine'],
    ['https://shop.localhost', 'points at this machine'],
    ['http://vinotecaandes.cl', 'must use https'],
  ])('refuses %s', (value, reason) => {
    expect(publicUrlProblem(value)).toContain(reason)
  })

  it('accepts the https address of the shop', () => {
    expect(publicUrlProblem('https://www.vinotecaandes.cl')).toBeUndefined()
    expect(publicUrlProblem('https://vinotecaandes.cl/')).toBeUndefined()
  })
})

describe('siteConfigProblem', () => {
  it('holds a production Worker (or one that does not say) to a public https address', () => {
    expect(siteConfigProblem({ APP_ENV: 'production', PUBLIC_SITE_URL: 'http://localhost:3000' })).toBeDefined()
    expect(siteConfigProblem({ PUBLIC_SITE_URL: undefined })).toContain('not set')
    expect(
      siteConfigProblem({ APP_ENV: 'production', PUBLIC_SITE_URL: 'https://vinotecaandes.cl', CAPTCHA_SECRET: 's' }),
    ).toBeUndefined()
    // Without the captcha's secret per-account sign-in protection is off: production refuses to serve.
    expect(siteConfigProblem({ APP_ENV: 'production', PUBLIC_SITE_URL: 'https://vinotecaandes.cl' })).toContain(
      'CAPTCHA_SECRET',
    )
  })

  it('never holds a local run to it', () => {
    expect(siteConfigProblem({ APP_ENV: 'development' })).toBeUndefined()
    expect(siteConfigProblem({ APP_ENV: 'test', PUBLIC_SITE_URL: 'http://localhost:4310' })).toBeUndefined()
  })
})
