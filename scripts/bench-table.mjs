// The figures of `npm run bench` put side by side: the shop against the framework floor (bench/floor), each figure
// the median of the runs measured in alternation, its ratio (or difference) to the floor and the target it has to
// meet. Pure functions, so the arithmetic is tested (scripts/bench-table.test.ts) apart from the measuring.

/** The median of the finite values (the mean of the two middle ones for an even count); NaN when there are none. */
export function median(values) {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (v.length === 0) return NaN
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

/**
 * The run whose main-thread total is the median one (the lower of the two middle runs for an even count): its
 * breakdown is reported whole, so its parts add up to a total that was measured.
 */
export function medianRun(runs) {
  const scored = runs.filter((r) => Number.isFinite(r.mainThreadMs)).sort((a, b) => a.mainThreadMs - b.mainThreadMs)
  return scored.length ? scored[Math.floor((scored.length - 1) / 2)] : undefined
}

/** The targets, relative to the floor measured in the same run. */
export const TARGETS = {
  /** Main-thread work at load, shop ÷ floor, on these pages. */
  mainThreadRatio: { max: 2.0, pages: ['home', 'vinos', 'product'] },
  /** Lighthouse performance: at most this many points below the floor's. */
  lighthousePoints: 3,
  /** First-load JS (gzip): at most this many KB above the floor's; `home` on the home page, `other` elsewhere. */
  firstLoadExtraKB: { home: 40, other: 55 },
  /** SSR over distinct product URLs ÷ the server's own static file: the shop's at least this share of the floor's. */
  ssrShare: 0.6,
}

/** One side's (shop's or floor's) Lighthouse runs of a page, reduced to medians. */
export function lighthouseMedians(runs) {
  const ok = runs.filter((r) => !r.error && Number.isFinite(r.performance))
  const mid = medianRun(ok)
  return {
    runs: ok.length,
    failedRuns: runs.length - ok.length,
    mainThreadMs: median(ok.map((r) => r.mainThreadMs)),
    scriptEvaluationMs: mid?.scriptEvaluationMs ?? NaN,
    styleLayoutMs: mid?.styleLayoutMs ?? NaN,
    otherMs: mid?.otherMs ?? NaN,
    tbtMs: median(ok.map((r) => r.tbtMs)),
    lcpMs: median(ok.map((r) => r.lcpMs)),
    performance: median(ok.map((r) => r.performance)),
  }
}

/** SSR rounds ({ pages: { rps }, static: { rps } } each) reduced to the median of each round's ratio. */
export function ssrMedians(rounds) {
  return {
    rounds: rounds.length,
    pagesRps: median(rounds.map((r) => r.pages.rps)),
    staticRps: median(rounds.map((r) => r.static.rps)),
    ratio: median(rounds.map((r) => r.pages.rps / r.static.rps)),
  }
}

/**
 * Everything the table shows, with each target's verdict.
 * @param {{ pages: { key: string, label: string, shop: { lighthouse: object[], jsKB: number }, floor: { lighthouse: object[], jsKB: number } }[], ssr: { shop: object[], floor: object[], urls: { shop: number, floor: number } } }} measured
 */
export function summarise({ pages, ssr }) {
  const rows = pages.map((p) => {
    const shop = { ...lighthouseMedians(p.shop.lighthouse), jsKB: p.shop.jsKB }
    const floor = { ...lighthouseMedians(p.floor.lighthouse), jsKB: p.floor.jsKB }
    const mainThreadRatio = shop.mainThreadMs / floor.mainThreadMs
    const lighthouseDiff = shop.performance - floor.performance
    const jsDiffKB = shop.jsKB - floor.jsKB
    const jsAllowance = p.key === 'home' ? TARGETS.firstLoadExtraKB.home : TARGETS.firstLoadExtraKB.other
    return {
      key: p.key,
      label: p.label,
      shop,
      floor,
      mainThreadRatio,
      lighthouseDiff,
      jsDiffKB,
      jsAllowance,
      met: {
        mainThread: TARGETS.mainThreadRatio.pages.includes(p.key)
          ? Number.isFinite(mainThreadRatio)
            ? mainThreadRatio <= TARGETS.mainThreadRatio.max
            : null
          : undefined,
        lighthouse: Number.isFinite(lighthouseDiff) ? lighthouseDiff >= -TARGETS.lighthousePoints : null,
        firstLoadJs: Number.isFinite(jsDiffKB) ? jsDiffKB <= jsAllowance : null,
      },
    }
  })
  const shopSsr = ssrMedians(ssr.shop)
  const floorSsr = ssrMedians(ssr.floor)
  const ssrShare = shopSsr.ratio / floorSsr.ratio
  return {
    pages: rows,
    ssr: {
      shop: shopSsr,
      floor: floorSsr,
      urls: ssr.urls,
      share: ssrShare,
      met: Number.isFinite(ssrShare) ? ssrShare >= TARGETS.ssrShare : null,
    },
  }
}

const grouped = (n, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a'
const ms = (n) => (Number.isFinite(n) ? `${grouped(n)} ms` : 'n/a')
const fixed = (n, d) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a')
/** A signed difference with a true minus sign: +60.1, −16. */
const signed = (n, d) => (Number.isFinite(n) ? `${n < 0 ? '−' : '+'}${Math.abs(n).toFixed(d)}` : 'n/a')
const verdictText = (met) => (met === undefined ? '' : met === null ? 'not measured' : met ? 'met' : '**not met**')

/** The table as GitHub markdown: one block of rows per page, then SSR over distinct product URLs. */
export function markdownTable(summary) {
  const lines = [
    '| page | measure | shop | floor | shop ÷ floor | target | |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  const row = (...cells) => lines.push(`| ${cells.join(' | ')} |`)
  for (const p of summary.pages) {
    const mt = TARGETS.mainThreadRatio.pages.includes(p.key) ? `≤ ${fixed(TARGETS.mainThreadRatio.max, 1)}×` : '—'
    row(
      p.label,
      'main-thread work at load',
      ms(p.shop.mainThreadMs),
      ms(p.floor.mainThreadMs),
      fixed(p.mainThreadRatio, 1),
      mt,
      verdictText(p.met.mainThread),
    )
    const parts = (s) =>
      [s.scriptEvaluationMs, s.styleLayoutMs, s.otherMs].every(Number.isFinite)
        ? `${grouped(s.scriptEvaluationMs)} / ${grouped(s.styleLayoutMs)} / ${grouped(s.otherMs)} ms`
        : 'n/a'
    const partRatios = ['scriptEvaluationMs', 'styleLayoutMs', 'otherMs'].map((k) => fixed(p.shop[k] / p.floor[k], 1))
    row('', 'script evaluation / style & layout / other', parts(p.shop), parts(p.floor), partRatios.join(' / '), '', '')
    row('', 'TBT', ms(p.shop.tbtMs), ms(p.floor.tbtMs), fixed(p.shop.tbtMs / p.floor.tbtMs, 1), '', '')
    row('', 'LCP', ms(p.shop.lcpMs), ms(p.floor.lcpMs), fixed(p.shop.lcpMs / p.floor.lcpMs, 2), '', '')
    row(
      '',
      'Lighthouse performance',
      fixed(p.shop.performance, 0),
      fixed(p.floor.performance, 0),
      `${signed(p.lighthouseDiff, 0)} points`,
      `≥ floor − ${TARGETS.lighthousePoints}`,
      verdictText(p.met.lighthouse),
    )
    row(
      '',
      'first-load JS (gzip)',
      `${fixed(p.shop.jsKB, 1)} KB`,
      `${fixed(p.floor.jsKB, 1)} KB`,
      `${signed(p.jsDiffKB, 1)} KB`,
      `≤ floor + ${p.jsAllowance} KB`,
      verdictText(p.met.firstLoadJs),
    )
  }
  const s = summary.ssr
  row(
    `product pages (${s.urls.shop} / ${s.urls.floor} distinct URLs)`,
    'SSR req/s ÷ its own static file',
    `${fixed(s.shop.ratio, 2)} (${grouped(s.shop.pagesRps)} ÷ ${grouped(s.shop.staticRps)})`,
    `${fixed(s.floor.ratio, 2)} (${grouped(s.floor.pagesRps)} ÷ ${grouped(s.floor.staticRps)})`,
    fixed(s.share, 2),
    `≥ ${fixed(TARGETS.ssrShare, 1)}`,
    verdictText(s.met),
  )
  return lines.join('\n')
}

/** Which targets are met, in one line: "4 of 13 targets met". */
export function targetCount(summary) {
  const verdicts = [
    ...summary.pages.flatMap((p) => [p.met.mainThread, p.met.lighthouse, p.met.firstLoadJs]),
    summary.ssr.met,
  ].filter((v) => v !== undefined)
  return `${verdicts.filter((v) => v === true).length} of ${verdicts.length} targets met`
}
