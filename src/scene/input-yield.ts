import type { FrameLoop } from './frame-loop';
import { recentFrameMs, type SceneState } from './scene-state';

/**
 * How long after the last scroll the page counts as still being scrolled: a few of the scene's own
 * frames, so a reader stepping the wheel notch by notch does not wake it for one costly frame
 * between each, within bounds.
 */
export const settleMs = (frameMs: number | null) =>
  Math.min(800, Math.max(250, 4 * (frameMs ?? 0)));
/** Frames slower than this many times the interval asked for: the GPU cannot keep up. */
const slowFactor = 2;

/**
 * Whether the scene's frames cost more than the page can spare: they arrive far slower than asked,
 * so the GPU (on a phone with a weak one, or a software GPU that draws on the CPU) is saturated,
 * and every frame of the scene delays the page's own frames behind it.
 */
export function framesAreSlow(state: SceneState, targetMs: number): boolean {
  const recent = recentFrameMs(state);
  return recent !== null && recent > targetMs * slowFactor;
}

/**
 * Whether the scene stands still on the screen: past the hero, where it is fixed behind the page.
 * In the hero it is framed in the art box and must scroll with it, so it keeps drawing there.
 */
const fixedToScreen = (state: SceneState) => state.frame.veil.outside < 0.5;

/**
 * Calls `settle` once the input has paused: a few of the scene's frames after the last call of
 * the returned function. Returns it, and what cancels the pending call.
 */
function afterInputPauses(state: SceneState, settle: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    settle();
  };
  return {
    restart() {
      clearTimeout(timer);
      timer = setTimeout(fire, settleMs(recentFrameMs(state)));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * While the visitor scrolls, taps or types, a scene whose frames are slow stops drawing, so the
 * GPU's time goes to the page's own frames: the scroll stays smooth, and the frame that answers a
 * tap (a toast, a chosen item) is not queued behind the scene's. Once the input pauses, the scene
 * resumes and eases to the beat the reader reached. A GPU that keeps up never yields.
 *
 * A software GPU (a paced loop) that keeps up still draws every pixel on the CPU that composites
 * the page, and each of the page's frames waits behind the scene's: while the page scrolls past
 * the hero, and after a press, it draws at a fraction of its pace. Its resolution is already at
 * its lowest, so frames are what is left to drop, and the scene still moves with the scroll.
 * Returns what the host calls on each scroll and each press, and what cancels the pending resume.
 */
export function createInputYield(state: SceneState, loop: FrameLoop) {
  const resume = () => {
    // The pause is no frame interval: the next frame starts a new one.
    state.frames.last = 0;
    loop.set({ yielding: false });
  };
  const paused = afterInputPauses(state, resume);
  const relaxed = afterInputPauses(state, () => loop.relax(false));
  const yieldIf = (slow: boolean) => {
    if (!loop.gates.yielding && !slow) return;
    paused.restart();
    if (!loop.gates.yielding) loop.set({ yielding: true });
  };
  const relax = () => {
    relaxed.restart();
    loop.relax(true);
  };
  return {
    scrolled() {
      // In the hero the scene is framed in the art box and scrolls with it: it keeps its pace.
      if (!fixedToScreen(state)) {
        relaxed.cancel();
        loop.relax(false);
        return;
      }
      // Relaxed frames come at the relaxed pace: only slower than that are they slow.
      yieldIf(framesAreSlow(state, loop.relaxedMs));
      if (!loop.gates.yielding && loop.paced) relax();
    },
    /**
     * A press holds no frame still on screen: the scene yields, or relaxes, in the hero too, so
     * the frame that answers it (a toast) is not queued behind the scene's.
     */
    pressed() {
      yieldIf(framesAreSlow(state, loop.targetMs));
      if (!loop.gates.yielding && loop.paced) relax();
    },
    /** Ends a pause at once: what the visitor asked to see (an equipped item) is drawn now. */
    end() {
      if (!loop.gates.yielding) return;
      paused.cancel();
      resume();
    },
    cancel() {
      paused.cancel();
      relaxed.cancel();
    },
  };
}
