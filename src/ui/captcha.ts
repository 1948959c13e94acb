// Browser half of the captcha adapter (docs/product.md, The API: a captcha with a site key; action footerNewsletter).
// The widget script is loaded on first use only, so pages without a form never pay for it.

export type CaptchaProvider = 'turnstile' | 'recaptcha'

/** What a form needs to ask for a token: the public site key and the provider (from the public config). */
export interface CaptchaConfig {
  siteKey: string
  provider: CaptchaProvider
}

interface Grecaptcha {
  ready(cb: () => void): void
  execute(siteKey: string, opts: { action: string }): Promise<string>
}
interface Turnstile {
  render(el: HTMLElement, opts: Record<string, unknown>): string
  remove(id: string): void
}

const loaded = new Map<string, Promise<void>>()

function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => reject(new Error(`captcha script failed: ${src}`))
      document.head.appendChild(script)
    })
    loaded.set(src, promise)
  }
  return promise
}

export async function getCaptchaToken(opts: {
  provider: CaptchaProvider
  siteKey: string
  action: string
}): Promise<string> {
  if (opts.provider === 'recaptcha') {
    await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(opts.siteKey)}`)
    const grecaptcha = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha
    await new Promise<void>((resolve) => grecaptcha.ready(resolve))
    return grecaptcha.execute(opts.siteKey, { action: opts.action })
  }
  await loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
  const turnstile = (window as unknown as { turnstile: Turnstile }).turnstile
  const host = document.createElement('div')
  host.className = 'captcha-host'
  document.body.appendChild(host)
  try {
    return await new Promise<string>((resolve, reject) => {
      turnstile.render(host, {
        sitekey: opts.siteKey,
        action: opts.action,
        appearance: 'interaction-only',
        callback: resolve,
        'error-callback': () => reject(new Error('captcha failed')),
      })
    })
  } finally {
    host.remove()
  }
}
