/**
 * What the visitor does with the page. The boot script, the sections and `whenInputQuiet` all
 * listen for these, so the same things count as input everywhere.
 */
export const INPUT_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/** Calls `listener` on each input event reaching `target` (capturing, passive). Returns `off`. */
export function listenForInput(listener: () => void, target: EventTarget = window): () => void {
  for (const type of INPUT_EVENTS)
    target.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, listener, true);
  };
}

/**
 * Runs the callback once the visitor's input has paused for `quietMs`, so heavy work does not
 * start under a swipe or in front of the tap that follows it. The pause is counted from
 * `lastInput` (a `performance.now()` time, by default now): a caller that has watched the input
 * since the page opened passes the last one it saw, and when that is long enough ago the callback
 * runs at once, within this call. Returns the way to cancel.
 */
export function whenInputQuiet(
  quietMs: number,
  callback: () => void,
  lastInput = performance.now(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const off = listenForInput(() => (lastInput = performance.now()));
  const check = () => {
    const wait = lastInput + quietMs - performance.now();
    if (wait > 0) timer = setTimeout(check, wait);
    else {
      off();
      callback();
    }
  };
  check();
  return () => {
    clearTimeout(timer);
    off();
  };
}

/**
 * Like `whenInputQuiet`, but a press (a pointer or a key) that `wanted` accepts runs the callback
 * at once: a visitor who taps the very thing the work is for is not kept waiting for a pause.
 */
export function whenQuietOrPressed(
  quietMs: number,
  wanted: (event: Event) => boolean,
  callback: () => void,
  target: EventTarget = window,
): () => void {
  let done = false;
  const onPress = (event: Event) => wanted(event) && finish(true);
  const presses = ['pointerdown', 'keydown'] as const;
  for (const type of presses)
    target.addEventListener(type, onPress, { capture: true, passive: true });
  // Assigned after the call: with no pause to wait for, the callback (and finish) run within it.
  let cancelQuiet = () => {};
  cancelQuiet = whenInputQuiet(quietMs, () => finish(true));
  function finish(run: boolean) {
    if (done) return;
    done = true;
    cancelQuiet();
    for (const type of presses) target.removeEventListener(type, onPress, true);
    if (run) callback();
  }
  return () => finish(false);
}
