// The wall-clock fields of an instant in Santiago, on their own: the shell's footer (its year) needs only this, and
// importing santiago-time.ts for it put every date formatter of the shop (dates.ts) into the browser's entry chunk
// (docs/decisions/036-where-the-time-goes.md). Pure and free of path aliases, like santiago-time.ts, which
// re-exports it. The shop's time zone is defined here, and dates.ts takes it from here.

export const SHOP_TIME_ZONE = 'America/Santiago'

// Wall-clock fields, read with formatToParts (arithmetic, not display: the shop's texts come from dates.ts). Built
// on first use, not at import: a formatter with a time zone loads the zone's rules, about 20 ms of a phone's
// start-up (80 ms under Lighthouse's 4x slowdown) that pages without a date would pay in the browser's entry.
const PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}

/** Wall-clock fields in Santiago of an instant. */
export function santiagoParts(instant: Date | string | number) {
  const date = new Date(instant)
  const p = Object.fromEntries(
    partsFormatter()
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  )
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
  }
}

let parts: Intl.DateTimeFormat | undefined
function partsFormatter(): Intl.DateTimeFormat {
  return (parts ??= new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, ...PARTS }))
}

const HOUR = 3_600_000

/**
 * Santiago's year at an instant, for the shell's footer on every page. Santiago's clock is UTC−3 or UTC−4: when
 * the UTC clock set back 2 hours and set back 6 hours fall in the same year, so does Santiago's, and no formatter
 * is built. Only in the hours around New Year, UTC, does it ask the zone's rules (`santiagoParts`): building that
 * formatter costs a phone about 20 ms while the page hydrates.
 */
export function santiagoYear(instant: Date | string | number): number {
  const ms = new Date(instant).getTime()
  const early = new Date(ms - 6 * HOUR).getUTCFullYear()
  return early === new Date(ms - 2 * HOUR).getUTCFullYear() ? early : santiagoParts(ms).year
}
