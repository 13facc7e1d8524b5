export interface IdleOptions {
  /** requestIdleCallback's `timeout`: the callback runs by then even if the browser stays busy. */
  timeout?: number;
  /** The wait in a browser without requestIdleCallback, which cannot say when it is idle. */
  fallbackDelay?: number;
}

/** Runs the callback once the browser is idle (or after a while where it cannot say); cancellable. */
export function whenIdle(
  callback: () => void,
  { timeout = 3000, fallbackDelay = 1500 }: IdleOptions = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, fallbackDelay);
  return () => clearTimeout(id);
}
