/** Runs `task` when the browser is idle: requestIdleCallback where it exists (not Safari), a timeout elsewhere. Returns what cancels it. */
export function browserWhenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
