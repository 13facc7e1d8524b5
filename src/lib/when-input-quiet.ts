/** What the visitor does with the page: each one restarts the wait. */
const INPUT_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Runs the callback once the visitor's input has paused for `quietMs` (counted from now), so
 * heavy work does not start under a swipe or in front of the tap that follows it. Cancellable.
 */
export function whenInputQuiet(quietMs: number, callback: () => void): () => void {
  let timer = setTimeout(done, quietMs);
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(done, quietMs);
  }
  function stop() {
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, restart, true);
  }
  function done() {
    stop();
    callback();
  }
  for (const type of INPUT_EVENTS)
    window.addEventListener(type, restart, { capture: true, passive: true });
  return stop;
}
