/// <reference types="vite/client" />

// Typed bindings and variables of the Worker (wrangler.jsonc, README "Configuration").
declare global {
  /** Workers Rate Limiting bindings (wrangler.jsonc "ratelimits"): one per allowance, 60-second period. */
  interface RateLimitBindings {
    RATE_LIMIT_5: RateLimit
    RATE_LIMIT_10: RateLimit
    RATE_LIMIT_20: RateLimit
    RATE_LIMIT_30: RateLimit
    RATE_LIMIT_100: RateLimit
  }

  interface ShopEnv extends Partial<RateLimitBindings> {
    DB: D1Database
    APP_ENV?: string
    PUBLIC_SITE_URL?: string
    API_ORIGIN?: string
    SENTRY_DSN?: string
    SENTRY_ENVIRONMENT?: string
    GTM_ID?: string
    GA4_MEASUREMENT_ID?: string
    GA4_API_SECRET?: string
    GA4_ENDPOINT?: string
    CAPTCHA_PROVIDER?: string
    CAPTCHA_SECRET?: string
    CAPTCHA_SITE_KEY?: string
    CAPTCHA_VERIFY_URL?: string
    MAIL_API_URL?: string
    MAIL_API_KEY?: string
    MAIL_FROM?: string
    CONTACT_INBOX?: string
    /** The shop's bank account for transfers, JSON {bank, account_type, account, name, rut, email} (README). */
    TRANSFER_ACCOUNT?: string
    WEBPAY_BASE_URL?: string
    WEBPAY_COMMERCE_CODE?: string
    WEBPAY_API_KEY?: string
    JWT_SECRET?: string
    /**
     * Outside production only: multiplies the per-buyer hold limits (open unpaid orders per e-mail and per address,
     * units of one sku per e-mail). The API test harness raises it so suites about other things can leave many
     * unpaid orders under one fixture e-mail; tests/api/holds.test.ts runs with the real limits.
     */
    HOLD_LIMIT_FACTOR?: string
    /** Hour (0-23, Santiago) before which an order leaves the shop the same working day; default 13. */
    DELIVERY_CUTOFF_HOUR?: string
    /** Goods amount (CLP) from which home delivery in Santiago is free; default 60000. */
    FREE_SHIPPING_THRESHOLD?: string
    /** Stock at or below which the back-office flags an item as low; default 5. */
    LOW_STOCK_THRESHOLD?: string
    /** Photos uploaded in the back-office (R2). */
    PHOTOS?: R2Bucket
    /** 'cloudflare' where Cloudflare's image transformations are on (production): pages offer resized photos. */
    IMAGE_TRANSFORMS?: string
    /** 'off' in the browser tests: cached content is read on every request (src/server/edge-cache.server.ts). */
    EDGE_CACHE?: string
  }
}

export {}
