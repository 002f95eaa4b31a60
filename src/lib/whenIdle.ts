/**
 * Runs `callback` once the browser is idle, or after `maxWaitMs` at the latest (at once, on the
 * next task, where the browser has no idle callbacks: Safari). Returns the function that cancels it.
 */
export function whenIdle(callback: () => void, maxWaitMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: maxWaitMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback)
  return () => window.clearTimeout(id)
}
