// docs/product.md, Numbers and limits: business constants and limits — the one source of truth for every number the spec names.
export const ACCESS_TOKEN_TTL_SECONDS = 1800
export const REFRESH_TOKEN_TTL_SECONDS = 2592000
export const DEFAULT_GIFT_CARD_PRICE = 2000
export const RECENT_SEARCHES_MAX = 10
export const AUTOCOMPLETE_DEBOUNCE_MS = 300
export const AUTOCOMPLETE_MIN_CHARS = 2
export const AUTOCOMPLETE_BLUR_CLOSE_MS = 150
export const SUGGESTIONS_DEFAULT = 6
export const SUGGESTIONS_IN_POPUP = 5
export const SEARCH_INPUT_MAX = 100
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const PROGRESS_BAR_MS = 5000
export const PAGE_VIEW_DELAY_MS = 250
export const CART_DEDUPE_WINDOW_MS = 500
export const PERSISTED_STATE_TTL_MS = 30 * 60 * 1000
export const MIN_QUANTITY = 1
export const BREAKPOINT_MOBILE = 480
export const BREAKPOINT_TABLET = 780
export const BREAKPOINT_AGE_MODAL = 1024
export const HEADER_SCROLL_OFFSET_DESKTOP = 160
export const HEADER_SCROLL_OFFSET_MOBILE = 100
export const SENTRY_RATES = {
  replaysSessionSampleRate: 0.05,
  replaysOnErrorSampleRate: 0.5,
  tracesSampleRate: 0.5,
  profilesSampleRate: 0.5,
} as const
export const AGE_ACCEPTED_KEY = 'isAcceptedAged'
export const AGE_ACCEPTED_VALUE = 'ok'

// Orders placed on a working day before this hour (Santiago) leave the shop the same day (src/lib/delivery-promise.ts);
// the DELIVERY_CUTOFF_HOUR variable overrides it.
export const DELIVERY_CUTOFF_HOUR = 13
// Home delivery inside Santiago is free from this goods amount (CLP, after discounts); FREE_SHIPPING_THRESHOLD
// overrides it. The policy pages print the same value (src/api/pages).
export const FREE_SHIPPING_THRESHOLD = 60_000

// The largest request body the API reads (bytes): the biggest legitimate one, a company contact message or an
// order with its addresses, is a few kilobytes. Larger bodies answer 413 without being read.
export const API_BODY_MAX_BYTES = 64 * 1024

// Cart retention (README "Limits and data retention"): a cart exists only once something is put in it; the scheduled purge
// deletes carts left empty for a day and guest carts untouched for 30 days. Carts of accounts, and carts of an
// order still waiting for its payment, are kept.
export const EMPTY_CART_RETENTION_DAYS = 1
export const GUEST_CART_RETENTION_DAYS = 30

// Rate limits of the shop's public doors: attempts allowed per key in one 60-second window (src/api/auth/rate-limit.ts,
// docs/decisions/015-rate-limits.md). Each value must be one of the Workers Rate Limiting bindings in wrangler.jsonc
// (5, 10, 20, 30 or 100 per minute); the type check refuses any other.
export const RATE_LIMIT_WINDOW_SECONDS = 60
// Sign-in: an address may try one account 10 times a minute and all accounts 100 times; an account tried more than 5
// times a minute (from anywhere) asks for the captcha instead of refusing its owner.
export const LOGIN_PER_EMAIL_AND_IP = 10
export const LOGIN_PER_IP = 100
export const LOGIN_PER_EMAIL_BEFORE_CAPTCHA = 5
// Failed sign-ins on one account (counted in D1, from any address) before every further attempt on it needs the
// captcha, and how long that count lasts after its first failure. A successful sign-in or a password reset clears it.
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 5
export const LOGIN_FAILURE_WINDOW_MINUTES = 60
export const REGISTER_PER_IP = 30
export const RECOVERY_PER_EMAIL = 5
export const RECOVERY_PER_IP = 30
export const PASSWORD_RESET_PER_IP = 30
export const NEWSLETTER_PER_IP = 10
export const TRACKING_PER_IP = 10
export const TRACKING_PER_ORDER = 5
// The contact and company contact forms share these counters, so switching form does not buy more messages.
export const CONTACT_PER_IP = 10
export const CONTACT_PER_EMAIL = 5
export const RESERVATION_PER_IP = 30
export const RESERVATION_PER_EMAIL = 10
export const STOCK_ALERT_PER_IP = 20
export const STOCK_ALERT_PER_EMAIL = 10

// Staff back-office (docs/backoffice.md).
/** A staff session older than this must sign in again before any staff action. */
export const STAFF_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60
/** Stock at or below this counts as low (dashboard, stock list); LOW_STOCK_THRESHOLD in the env overrides it. */
export const LOW_STOCK_THRESHOLD = 5
/** A staff invitation link is valid this long. */
export const STAFF_INVITATION_TTL_DAYS = 7
/** Largest photo file the back-office takes (the original; pages get resized copies). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
/** Most pixels a stored photo may have, in megapixels (a browser decodes every one; docs/decisions/027-photo-checks.md). */
export const PHOTO_MAX_MEGAPIXELS = 40
/** Widest date range one CSV export covers. */
export const EXPORT_MAX_DAYS = 366
/** Hours a shopper has to make a bank transfer after ordering; past it the scheduled job cancels the order. */
export const TRANSFER_DEADLINE_HOURS = 48

// Holds: what one buyer may keep off the shelf without paying (docs/decisions/039-holds-with-limits.md). The cart
// clamps a line to its cap; the order's batch refuses past any of them (migrations/0042_hold_limits.sql).
export const HOLD_LIMITS = {
  /** A guest checks out with an e-mail only: the smaller allowance. */
  guest: { unitsPerLine: 12, unitsPerOrder: 24 },
  account: { unitsPerLine: 24, unitsPerOrder: 48 },
} as const
/** Units of one sku one e-mail may hold across its unpaid orders: the same as its line cap. */
export const HELD_PER_PRODUCT = { guest: HOLD_LIMITS.guest.unitsPerLine, account: HOLD_LIMITS.account.unitsPerLine }
/** Unpaid orders (card waiting for its payment, transfer waiting for the money) one e-mail may have open. */
export const OPEN_ORDERS_PER_EMAIL = 3
/** Unpaid orders open from one client address (a shared office or phone network counts as one). */
export const OPEN_ORDERS_PER_CLIENT = 6
/** An unpaid card order holds its units this long; paying again renews it… */
export const CARD_HOLD_MINUTES = 20
/** …but never past this long after the order was placed: then the units go back for good. */
export const CARD_HOLD_CEILING_MINUTES = 60
