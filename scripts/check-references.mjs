#!/usr/bin/env node
// `npm run lint` runs this: every file a comment or a doc names must exist in the repository, so a reader who
// follows a pointer lands somewhere. It reads the whole of Markdown files and the comments of code, SQL, CSS and
// config files, and reports each path (`src/…`, `docs/…`, `scripts/…`, `tests/…`, …), bare `*.md` name,
// shouted document name with a quoted section (README "Configuration") and decision number that does not resolve.
// It also holds every decision to one page (600 words, counted as `wc -w` does): detail goes to
// docs/performance-log.md or the docs page it belongs to.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, extname, join, posix } from 'node:path'

/** Top-level folders whose paths a comment or doc may name. */
const ROOTS = ['src', 'docs', 'scripts', 'tests', 'seed', 'migrations', 'public', 'locales', '.ci']
const ROOTS_PATTERN = ROOTS.map((r) => r.replace('.', '\\.')).join('|')
/** `src/api/app.ts`, `tests/e2e/`, `src/ui/add-to-cart` (a module named without its extension). */
const PATH = new RegExp(`(?<![\\w./~@-])(?:${ROOTS_PATTERN})/[\\w@.\\-/\\[\\]$*<>{}…]*[\\w/\\]*>}]`, 'g')
/** A bare Markdown file name: `CONTRIBUTING.md`, or one relative to the file that names it. */
const MD_NAME = /(?<![\w./-])[\w.-]+(?:\/[\w.-]+)*\.md\b/g
/** A citation by shouting name and quoted section, as in README "Configuration". */
const CITED_DOC = /\b([A-Z][A-Z_]{3,})(?:\.md)? ["“]/g
const DECISION = /\b[Dd]ecisions? ((?:\d{3}(?:, | and | or |, and |\/|–)?)+)/g
/** A template or example, not a path: `src/features/<name>/`, `migrations/NNNN_name.sql`, `tests/e2e/*.spec.ts`. */
const PLACEHOLDER = /[<>{}*…$]|NNNN|\[\w+\]|\/\.\.\.|\bxxx\b/

const CODE = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsonc', '.css', '.sql', '.sh', '.yml', '.yaml'])
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.md', '.css', '.json', '.jsonc', '.sql']

/**
 * The comment text of a source file, line by line (non-comment text blanked, so line numbers stay right).
 * Line comments (`//`, `--` in SQL, `#` in shell and YAML) and block comments (`/* … *\/`).
 */
export function commentLines(path, text) {
  const ext = extname(path)
  const lineMarker = ext === '.sql' ? '--' : ext === '.sh' || ext === '.yml' || ext === '.yaml' ? '#' : '//'
  const out = []
  let inBlock = false
  for (const line of text.split('\n')) {
    let comment = ''
    let rest = line
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/')
        comment += ' ' + (end === -1 ? rest : rest.slice(0, end))
        if (end === -1) break
        inBlock = false
        rest = rest.slice(end + 2)
        continue
      }
      const start = lineMarker === '//' || ext === '.css' || ext === '.sql' ? rest.indexOf('/*') : -1
      const marker = findLineMarker(rest, lineMarker)
      if (marker !== -1 && (start === -1 || marker < start)) {
        comment += ' ' + rest.slice(marker + lineMarker.length)
        break
      }
      if (start === -1) break
      inBlock = true
      rest = rest.slice(start + 2)
    }
    out.push(comment)
  }
  return out
}

/** A line comment's marker, not the `//` of a URL (`https://`) nor one inside a string that starts before it. */
function findLineMarker(text, marker) {
  let from = 0
  for (;;) {
    const at = text.indexOf(marker, from)
    if (at === -1) return -1
    const before = text.slice(0, at)
    const quotes = (before.match(/['"`]/g) ?? []).length
    if (!before.endsWith(':') && quotes % 2 === 0) return at
    from = at + marker.length
  }
}

/**
 * Broken references in the given files.
 * @param {{ path: string, text: string }[]} files the repository's text files (paths relative to its root)
 * @param {Set<string>} repository every file and folder of the repository (paths relative to its root)
 * @param {string[]} decisionNumbers the numbers of the decisions in docs/decisions
 */
export function findBrokenReferences(files, repository, decisionNumbers) {
  const exists = (p) => repository.has(posix.normalize(p))
  const paths = [...repository]
  // `migrations/0006` or `docs/decisions/028`: a numbered file named by its number alone.
  const numbered = (ref) =>
    /\/\d{3,4}$/.test(ref) && paths.some((p) => p.startsWith(ref + '_') || p.startsWith(ref + '-'))
  const mdNames = new Set(paths.filter((p) => p.endsWith('.md')).map((p) => basename(p)))
  const problems = []
  for (const file of files) {
    const ext = extname(file.path)
    const lines = ext === '.md' ? file.text.split('\n') : CODE.has(ext) ? commentLines(file.path, file.text) : []
    lines.forEach((line, i) => {
      const report = (reference, why) => problems.push({ file: file.path, line: i + 1, reference, why })
      for (const [ref] of line.matchAll(PATH)) {
        if (PLACEHOLDER.test(ref)) continue
        const candidates = [ref, posix.join(dirname(file.path), ref)]
        const found = candidates.some(
          (c) => MODULE_EXTENSIONS.some((e) => exists(c.replace(/\/$/, '') + e)) || numbered(c),
        )
        if (!found) report(ref, 'no such file or folder')
      }
      for (const [ref] of line.matchAll(MD_NAME)) {
        if (PLACEHOLDER.test(ref) || ROOTS.some((r) => ref.startsWith(r + '/'))) continue
        const relative = posix.join(dirname(file.path), ref)
        if (!exists(relative) && !exists(ref) && !(ref.includes('/') ? false : mdNames.has(ref))) {
          report(ref, 'no Markdown file of that name in the repository')
        }
      }
      for (const [, name] of line.matchAll(CITED_DOC)) {
        if (!mdNames.has(`${name}.md`)) report(name, 'cited as a document, but the repository has no such file')
      }
      for (const [, list] of line.matchAll(DECISION)) {
        for (const number of list.match(/\d{3}/g) ?? []) {
          if (!decisionNumbers.includes(number)) report(`decision ${number}`, 'no such decision in docs/decisions')
        }
      }
    })
  }
  return problems
}

export const DECISION_WORDS = 600

/** Decisions over one page: `{ file, words }` for each of the given files under docs/decisions longer than that. */
export function longDecisions(files) {
  return files
    .filter((f) => /^docs\/decisions\/\d{3}-.*\.md$/.test(f.path))
    .map((f) => ({ file: f.path, words: f.text.split(/\s+/).filter(Boolean).length }))
    .filter((d) => d.words > DECISION_WORDS)
}

function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return listed
    .split('\0')
    .filter(Boolean)
    .filter((p) => existsSync(join(root, p)))
}

function main() {
  const root = join(dirname(new URL(import.meta.url).pathname), '..')
  const paths = repositoryFiles(root)
  const known = new Set(paths)
  for (const p of paths) for (let d = dirname(p); d !== '.'; d = dirname(d)) known.add(d)
  const files = paths
    .filter((p) => extname(p) === '.md' || CODE.has(extname(p)))
    // The checker's own test feeds it broken references on purpose.
    .filter((p) => p !== 'scripts/check-references.test.ts')
    .filter((p) => statSync(join(root, p)).size < 2_000_000)
    .map((p) => ({ path: p, text: readFileSync(join(root, p), 'utf8') }))
  const decisions = paths.filter((p) => p.startsWith('docs/decisions/')).map((p) => basename(p).slice(0, 3))
  const problems = findBrokenReferences(files, known, decisions)
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.reference} — ${p.why}`)
  if (problems.length > 0) {
    console.error(`\n${problems.length} reference(s) lead nowhere: point them at a file of this repository.`)
  }
  const long = longDecisions(files)
  for (const d of long) {
    console.error(`${d.file}: ${d.words} words; a decision is one page (${DECISION_WORDS}): move detail to the log.`)
  }
  if (problems.length > 0 || long.length > 0) process.exit(1)
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) main()
