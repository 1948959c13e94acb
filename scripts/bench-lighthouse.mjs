// Lighthouse (mobile, its default simulated throttling) on pages of a running shop, for `npm run bench`.
// Each page is measured `runs` times in a fresh headless Chromium and the run with the median performance score
// is kept (Lighthouse's own advice: single runs vary). The visitor is a returning one (age accepted), as in the
// rest of the bench. Usable alone: node scripts/bench-lighthouse.mjs http://localhost:4320 / /vinos
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null

/**
 * Main-thread work at load (Lighthouse's own audit, in the slowed-down CPU's milliseconds) split as the bench reports
 * it: script evaluation, style and layout, and everything else (HTML parsing, script compilation, paint, garbage
 * collection, other tasks).
 */
function mainThread(lhr) {
  const audit = lhr.audits['mainthread-work-breakdown']
  const items = audit?.details?.items ?? []
  const group = (id) => items.filter((i) => i.group === id).reduce((n, i) => n + (i.duration ?? 0), 0)
  const total = audit?.numericValue ?? null
  if (total === null) return { mainThreadMs: null, scriptEvaluationMs: null, styleLayoutMs: null, otherMs: null }
  const scriptEvaluationMs = group('scriptEvaluation')
  const styleLayoutMs = group('styleLayout')
  return { mainThreadMs: total, scriptEvaluationMs, styleLayoutMs, otherMs: total - scriptEvaluationMs - styleLayoutMs }
}

/**
 * One Lighthouse run of `url`: category scores (0–100; `categories` says which are audited), LCP, TBT (ms), CLS and
 * the main thread's work at load.
 */
export async function lighthouseRun(url, headers, categories = CATEGORIES) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: headers,
    })
    const lhr = result.lhr
    // A run Lighthouse could not finish (no paint in time, a crashed tab) has no scores: kept apart, not averaged.
    if (lhr.runtimeError) return { error: lhr.runtimeError.code }
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      tbtMs: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      ...mainThread(lhr),
      // What keeps the score down, for the report: failing audits of the performance category.
      opportunities: Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 100)
        .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)} ms`),
      failing: categories
        .filter((c) => c !== 'performance')
        .flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
            .map((ref) => `${c}:${ref.id}`),
        ),
    }
  } finally {
    await chrome.kill()
  }
}

/** Lighthouse figures per path: the median run (by performance score) of `runs`. */
export async function lighthouseReport(base, paths, { runs = 3, headers = { cookie: 'isAcceptedAged=ok' } } = {}) {
  const report = {}
  for (const path of paths) {
    const all = []
    for (let i = 0; i < runs; i++) all.push(await lighthouseRun(`${base}${path}`, headers))
    const scored = all.filter((r) => !r.error && r.performance !== null)
    scored.sort((a, b) => a.performance - b.performance)
    report[path] = {
      ...(scored[Math.floor(scored.length / 2)] ?? { performance: null, opportunities: [], failing: [] }),
      performanceRuns: scored.map((r) => r.performance),
      errors: all.filter((r) => r.error || r.performance === null).map((r) => r.error ?? 'no performance score'),
    }
  }
  return report
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2)
  console.log(JSON.stringify(await lighthouseReport(base, paths.length ? paths : ['/']), null, 2))
}
