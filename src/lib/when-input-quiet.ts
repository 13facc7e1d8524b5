/**
 * What the visitor does with the page. The boot script, the sections and `whenInputQuiet` all
 * listen for these, so the same things count as input everywhere.
 */
export const INPUT_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/** Calls `listener` on each input event reaching `target` (capturing, passive). Returns `off`. */
export function listenForInput(
  listener: (event: Event) => void,
  target: EventTarget = window,
): () => void {
  for (const type of INPUT_EVENTS)
    target.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, listener, true);
  };
}

export interface QuietOptions {
  /** The last input already seen (a `performance.now()` time); by default, now. */
  lastInput?: number;
  /** A press (pointer or key) this accepts runs the callback at once: the visitor asked for it. */
  pressed?: (event: Event) => boolean;
}

/**
 * Runs the callback once the visitor's input has paused for `quietMs`, so heavy main-thread work
 * (hydration, a chunk's first render) does not start under a swipe or in front of the tap that
 * follows it. The pause is counted from `lastInput`: a caller that has watched the input since the
 * page opened passes the last one it saw, and when that is long enough ago the callback runs at
 * once, within this call. A press that `pressed` accepts cuts the wait short. Returns the way to
 * cancel.
 */
export function whenInputQuiet(
  quietMs: number,
  callback: () => void,
  { lastInput = performance.now(), pressed }: QuietOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const finish = (run: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    off();
    if (run) callback();
  };
  const off = listenForInput((event) => {
    lastInput = performance.now();
    if (pressed && (event.type === 'pointerdown' || event.type === 'keydown') && pressed(event))
      finish(true);
  });
  const check = () => {
    const wait = lastInput + quietMs - performance.now();
    if (wait > 0) timer = setTimeout(check, wait);
    else finish(true);
  };
  check();
  return () => finish(false);
}
