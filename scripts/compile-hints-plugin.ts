import type { Plugin } from 'vite'

/** Chrome's explicit compile hint: compile every function of this file as it loads (V8 13.6, Chrome 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

interface ChunkFacts {
  isEntry: boolean
  isDynamicEntry: boolean
  facadeModuleId: string | null
}

/**
 * Whether a browser chunk runs while the page starts: the entry, the code it shares with the pages, and the pages'
 * own pieces (the router's split route files). The shop's on-demand pieces (drawers, dialogs, Sentry, the other
 * language's catalogue) are left out: they load later, and only part of them runs.
 */
export function runsAtStart(chunk: ChunkFacts): boolean {
  if (chunk.isEntry || !chunk.isDynamicEntry) return true
  return chunk.facadeModuleId?.includes('tsr-split') ?? false
}

/**
 * Vite puts its table of preload dependencies (`const __vite__mapDeps=…`) in front of a chunk after the banner; V8
 * reads the hint only on the first line. Both lines are one line each and neither maps to source, so swapping them
 * keeps the source map right.
 */
export function hintFirst(code: string): string {
  if (code.startsWith(COMPILE_HINT)) return code
  const first = code.indexOf('\n')
  const second = code.indexOf('\n', first + 1)
  if (first < 0 || second < 0 || code.slice(first + 1, second) !== COMPILE_HINT) return code
  return `${COMPILE_HINT}\n${code.slice(0, first)}${code.slice(second)}`
}

/**
 * Marks the browser chunks that run while a page starts so Chrome compiles them while they download, on a
 * background thread, instead of one function at a time on the main thread the first time each is called. On this
 * machine that lazy compiling was most of the work of the first hydration task (docs/performance-log.md,
 * 2026-11-26). The hint goes in after minification (which would strip a comment) and only in the browser's build:
 * the Worker starts once per isolate and has no network to overlap with.
 */
export function compileHints(): Plugin {
  return {
    name: 'shop-compile-hints',
    config() {
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: { postBanner: (chunk: ChunkFacts) => (runsAtStart(chunk) ? COMPILE_HINT : '') },
              },
            },
          },
        },
      }
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.name !== 'client') return
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = hintFirst(chunk.code)
      },
    },
  }
}
