import type { RootState } from '@react-three/fiber';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameLoop } from '../../../src/scene/frame-loop';
import { createSceneState, recordFrame } from '../../../src/scene/scene-state';
import { createInputYield, framesAreSlow, settleMs } from '../../../src/scene/input-yield';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const inputs = { scrollY: 0, pointerX: 0, pointerY: 0 };

/** A scene state whose frames came every `intervalMs`. */
function drawnEvery(intervalMs: number, frames = 8, inHero = false) {
  const state = createSceneState({ inputs, layout: null, baseDpr: 1 });
  state.frame.veil.outside = inHero ? 1 : 0;
  for (let i = 1; i <= frames; i += 1) recordFrame(state, i * intervalMs);
  return state;
}

function drawingLoop(paceMs: number) {
  const root = { setFrameloop: vi.fn(), invalidate: vi.fn() };
  const loop = createFrameLoop(() => root as unknown as RootState);
  loop.set({ active: true, compiled: true });
  loop.pace(paceMs);
  return { loop, root };
}

describe('framesAreSlow', () => {
  it('knows nothing before the first frames', () => {
    expect(framesAreSlow(drawnEvery(200, 0), 50)).toBe(false);
  });

  it('is true when frames come more than twice as slowly as asked', () => {
    expect(framesAreSlow(drawnEvery(52), 50)).toBe(false);
    expect(framesAreSlow(drawnEvery(99), 50)).toBe(false);
    expect(framesAreSlow(drawnEvery(160), 50)).toBe(true);
    expect(framesAreSlow(drawnEvery(17), 1000 / 60)).toBe(false);
    expect(framesAreSlow(drawnEvery(45), 1000 / 60)).toBe(true);
  });

  it('reads the recent frames, so one long pause does not count', () => {
    const state = drawnEvery(50);
    recordFrame(state, state.frames.last + 2000);
    expect(framesAreSlow(state, 50)).toBe(false);
  });
});

describe('settleMs', () => {
  it('waits a few of the scene’s frames, within bounds', () => {
    expect(settleMs(null)).toBe(250);
    expect(settleMs(40)).toBe(250);
    expect(settleMs(150)).toBe(600);
    expect(settleMs(1000)).toBe(800);
  });
});

describe('createInputYield', () => {
  it('keeps a GPU that keeps up drawing in step with the scroll', () => {
    const { loop, root } = drawingLoop(50);
    const scroll = createInputYield(drawnEvery(50), loop);
    scroll.scrolled();
    expect(loop.gates.yielding).toBe(false);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('demand');
  });

  it('relaxes a paced scene while the page scrolls past the hero, and restores its pace after', () => {
    const { loop, root } = drawingLoop(50);
    const state = drawnEvery(50);
    const scroll = createInputYield(state, loop);
    scroll.scrolled();
    expect(loop.targetMs).toBe(100);
    root.invalidate.mockClear();
    vi.advanceTimersByTime(200);
    expect(root.invalidate).toHaveBeenCalledTimes(2);
    // Frames at the relaxed pace are not slow: the scene keeps moving with the scroll.
    for (let i = 1; i <= 8; i += 1) recordFrame(state, state.frames.last + 100);
    scroll.scrolled();
    expect(loop.gates.yielding).toBe(false);
    vi.advanceTimersByTime(settleMs(100));
    expect(loop.targetMs).toBe(50);
  });

  it('stops a paced scene whose frames are slow even at the relaxed pace', () => {
    const { loop } = drawingLoop(50);
    const scroll = createInputYield(drawnEvery(190), loop);
    scroll.scrolled();
    expect(loop.gates.yielding).toBe(false);
    const slow = drawingLoop(50).loop;
    createInputYield(drawnEvery(250), slow).scrolled();
    expect(slow.gates.yielding).toBe(true);
  });

  it('relaxes a paced scene after a press, in the hero too, until the scroll reaches the hero', () => {
    const { loop } = drawingLoop(50);
    const state = drawnEvery(50, 8, true);
    const input = createInputYield(state, loop);
    input.pressed();
    expect(loop.gates.yielding).toBe(false);
    expect(loop.targetMs).toBe(100);
    // The art box moves with the scroll: the scene follows it at its own pace at once.
    input.scrolled();
    expect(loop.targetMs).toBe(50);
    input.pressed();
    vi.advanceTimersByTime(settleMs(50));
    expect(loop.targetMs).toBe(50);
  });

  it('never relaxes in the hero, or a scene at the display’s rate', () => {
    const { loop } = drawingLoop(50);
    createInputYield(drawnEvery(50, 8, true), loop).scrolled();
    expect(loop.targetMs).toBe(50);
    const free = drawingLoop(0).loop;
    createInputYield(drawnEvery(17), free).scrolled();
    expect(free.targetMs).toBe(1000 / 60);
    expect(free.gates.yielding).toBe(false);
  });

  it('stops slow frames while the page scrolls, and resumes once the scroll pauses', () => {
    const { loop, root } = drawingLoop(0);
    const state = drawnEvery(180);
    const scroll = createInputYield(state, loop);
    scroll.scrolled();
    expect(loop.gates.yielding).toBe(true);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('never');
    // Each scroll within the pause keeps the scene still: four of its frames, here.
    expect(settleMs(180)).toBe(720);
    vi.advanceTimersByTime(700);
    scroll.scrolled();
    vi.advanceTimersByTime(700);
    expect(loop.gates.yielding).toBe(true);
    vi.advanceTimersByTime(20);
    expect(loop.gates.yielding).toBe(false);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('always');
    // The pause is not a frame interval.
    expect(state.frames.last).toBe(0);
  });

  it('keeps drawing in the hero, where the scene is framed in the art box and scrolls with it', () => {
    const { loop } = drawingLoop(50);
    createInputYield(drawnEvery(180, 8, true), loop).scrolled();
    expect(loop.gates.yielding).toBe(false);
  });

  it('yields to a press in the hero too, where nothing stands still on screen for it', () => {
    const { loop } = drawingLoop(50);
    const press = createInputYield(drawnEvery(180, 8, true), loop);
    press.pressed();
    expect(loop.gates.yielding).toBe(true);
    vi.advanceTimersByTime(settleMs(180));
    expect(loop.gates.yielding).toBe(false);
  });

  it('never yields to a press with a GPU that keeps up', () => {
    const { loop } = drawingLoop(50);
    createInputYield(drawnEvery(50, 8, true), loop).pressed();
    expect(loop.gates.yielding).toBe(false);
  });

  it('ends a pause at once when the scene must show what the visitor chose', () => {
    const { loop, root } = drawingLoop(50);
    const input = createInputYield(drawnEvery(180), loop);
    input.pressed();
    expect(loop.gates.yielding).toBe(true);
    input.end();
    expect(loop.gates.yielding).toBe(false);
    expect(root.setFrameloop).toHaveBeenLastCalledWith('demand');
  });

  it('resumes nothing once cancelled', () => {
    const { loop } = drawingLoop(50);
    const scroll = createInputYield(drawnEvery(250), loop);
    scroll.scrolled();
    scroll.cancel();
    vi.advanceTimersByTime(2000);
    expect(loop.gates.yielding).toBe(true);
  });
});
