import type { RootState } from '@react-three/fiber';

/** Why the scene may not draw: each one alone stops the loop. */
export interface LoopGates {
  /** The page says the scene is seen (the tab is visible, the page is the home page). */
  active: boolean;
  /** Every shader has compiled: no frame waits on one. */
  compiled: boolean;
  /** The story has settled at its end and nothing moves it. */
  resting: boolean;
  /** The visitor scrolls or presses, and the scene's frames cost more than the page can spare. */
  yielding: boolean;
  disposed: boolean;
}

export const shouldDraw = (gates: LoopGates) =>
  gates.active && gates.compiled && !gates.resting && !gates.yielding && !gates.disposed;

/** How much slower a paced loop draws while the page scrolls (see `relax`). */
export const relaxedPaceFactor = 2;

/**
 * Starts and stops r3f's frame loop as the gates open and close. At `intervalMs` 0 it draws at the
 * display's rate; a software GPU is held to a slower pace, so its CPU work leaves room for the page.
 */
export function createFrameLoop(getState: () => RootState | undefined) {
  const gates: LoopGates = {
    active: false,
    compiled: false,
    resting: false,
    yielding: false,
    disposed: false,
  };
  let intervalMs = 0;
  let relaxed = false;
  let pacer: ReturnType<typeof setInterval> | undefined;
  const currentMs = () => (relaxed ? intervalMs * relaxedPaceFactor : intervalMs);
  const apply = () => {
    clearInterval(pacer);
    const current = getState();
    if (!current) return;
    if (!shouldDraw(gates)) return current.setFrameloop('never');
    if (!intervalMs) return current.setFrameloop('always');
    current.setFrameloop('demand');
    pacer = setInterval(() => current.invalidate(), currentMs());
  };
  return {
    gates,
    set(next: Partial<LoopGates>) {
      Object.assign(gates, next);
      apply();
    },
    /** The interval a frame is asked for now: the pace (relaxed or not), or a 60 Hz display's. */
    get targetMs() {
      return currentMs() || 1000 / 60;
    },
    /** Whether frames are held to a pace (a software GPU) rather than the display's rate. */
    get paced() {
      return intervalMs > 0;
    },
    /** The interval a frame is asked for while relaxed: what a scrolled scene must keep up with. */
    get relaxedMs() {
      return intervalMs * relaxedPaceFactor || 1000 / 60;
    },
    pace(ms: number) {
      intervalMs = ms;
      apply();
    },
    /**
     * Draws a paced loop at a fraction of its pace, or back at its pace. A loop at the display's
     * rate is left alone: a GPU that keeps up never needs it.
     */
    relax(next: boolean) {
      if (relaxed === next) return;
      relaxed = next;
      if (intervalMs) apply();
    },
    stop() {
      gates.disposed = true;
      clearInterval(pacer);
    },
  };
}

export type FrameLoop = ReturnType<typeof createFrameLoop>;
