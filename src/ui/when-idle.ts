/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after load), so what
 * the first paint does not need never competes with hydration. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  let cancelled = false
  let idleId: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(task, { timeout: timeoutMs })
    else timer = setTimeout(task, 1000)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idleId !== undefined) window.cancelIdleCallback(idleId)
    clearTimeout(timer)
  }
}
