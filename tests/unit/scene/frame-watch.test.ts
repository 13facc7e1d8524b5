import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushGlobalEffects, type RootState } from '@react-three/fiber';
import { createFrameLoop } from '../../../src/scene/frame-loop';
import { mayRest, watchContext, watchFrames } from '../../../src/scene/frame-watch';
import { fencePollMs } from '../../../src/scene/gpu-fence';
import { followStory } from '../../../src/scene/parts/scene-clock';
import type { SceneEvent } from '../../../src/scene/protocol';
import { createSceneState, type SceneState } from '../../../src/scene/scene-state';
import { beatNames } from '../../../src/scene/story/beats';
import { storyAt } from '../../../src/scene/story/story-position';
import { desktop, maxScroll, phone } from './story/layouts';
import type { SceneLayout } from '../../../src/scene/story/story-position';

/*
 * The real r3f after-effects (flushed as its loop flushes them once a frame is drawn) and the real
 * fence, over a GPU that finishes when told to: no module mocks, which the shared module graph of
 * the logic tests would not keep to this file.
 */
const SIGNALED = 0x9119;
const gpu = { finished: false };
const gl = {
  SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
  SYNC_STATUS: 0x9114,
  SIGNALED,
  fenceSync: () => ({}),
  flush: () => {},
  getSyncParameter: () => (gpu.finished ? SIGNALED : 0x9118),
  deleteSync: () => {},
  isContextLost: () => false,
} as unknown as WebGL2RenderingContext;

/** r3f has drawn a frame; the GPU has not run it yet. */
const drawFrame = () => {
  gpu.finished = false;
  flushGlobalEffects('after', performance.now());
};
/** The GPU has run every frame drawn so far, and the fence has been read. */
const gpuCatchesUp = () => {
  gpu.finished = true;
  vi.advanceTimersByTime(fencePollMs);
};

const watching: { stop(): void }[] = [];
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  watching.splice(0).forEach((frames) => frames.stop());
  vi.useRealTimers();
});

/** A scene scrolled to `scrollY`, its story eased to `eased`, framed as its clock would frame it. */
function sceneAt(
  layout: SceneLayout,
  scrollY: number,
  eased = storyAt(scrollY, layout),
): SceneState {
  const state = createSceneState({
    inputs: { scrollY, pointerX: 0, pointerY: 0 },
    layout,
    baseDpr: 1,
  });
  state.story.target = storyAt(scrollY, layout);
  state.story.eased = eased;
  followStory(state, layout);
  return state;
}

const footer = beatNames.indexOf('footer');

describe('mayRest', () => {
  it('rests at the footer once the story has settled there', () => {
    const state = sceneAt(desktop, maxScroll(desktop));
    expect(Math.floor(state.story.target)).toBe(footer);
    expect(mayRest(state, desktop.height)).toBe(true);
  });

  it('does not rest while the story is still easing towards the footer', () => {
    const end = storyAt(maxScroll(desktop), desktop);
    expect(mayRest(sceneAt(desktop, maxScroll(desktop), end - 0.3), desktop.height)).toBe(false);
    expect(mayRest(sceneAt(desktop, maxScroll(desktop), end - 0.002), desktop.height)).toBe(false);
    // Close enough to draw the same picture.
    expect(mayRest(sceneAt(desktop, maxScroll(desktop), end - 0.0005), desktop.height)).toBe(true);
  });

  it('keeps drawing through the story, settled, wherever the scene is seen', () => {
    for (const y of [0, 300, 1500, 3000, 5000, maxScroll(desktop) - 900]) {
      expect(mayRest(sceneAt(desktop, y), desktop.height), `at ${y}`).toBe(false);
    }
    for (const y of [0, 300, 700, 2000, 6000, maxScroll(phone) - 900]) {
      expect(mayRest(sceneAt(phone, y), phone.height), `at ${y}`).toBe(false);
    }
  });

  it('rests where the veil hides the whole scene: a phone reading the hero below its art', () => {
    const state = sceneAt(phone, 480);
    expect(Math.floor(state.story.target)).toBe(0);
    expect(mayRest(state, phone.height)).toBe(true);
  });

  it('does not rest there while the story is still easing', () => {
    const state = sceneAt(phone, 480, storyAt(480, phone) - 0.2);
    expect(mayRest(state, phone.height)).toBe(false);
  });
});

describe('watchContext', () => {
  it('reports a lost context at once, leaves a restored one to its callback, and stops', () => {
    const canvas = new EventTarget();
    const emit = vi.fn();
    const restored = vi.fn();
    const stop = watchContext(canvas, emit, restored);
    canvas.dispatchEvent(new Event('webglcontextlost'));
    expect(emit).toHaveBeenCalledWith({ type: 'context-lost' });
    expect(restored).not.toHaveBeenCalled();
    canvas.dispatchEvent(new Event('webglcontextrestored'));
    expect(restored).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledTimes(1);
    stop();
    canvas.dispatchEvent(new Event('webglcontextlost'));
    canvas.dispatchEvent(new Event('webglcontextrestored'));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(restored).toHaveBeenCalledTimes(1);
  });
});

describe('watchFrames', () => {
  function watched(layout: SceneLayout | null = desktop, scrollY = 0) {
    const state = sceneAt(layout ?? desktop, scrollY);
    if (!layout) state.layout = null;
    state.fixedTime = null;
    const root = { setFrameloop: vi.fn(), invalidate: vi.fn() };
    const loop = createFrameLoop(() => root as unknown as RootState);
    loop.set({ active: true });
    const events: SceneEvent[] = [];
    const frames = watchFrames(
      state,
      loop,
      (event) => events.push(event),
      () => gl,
    );
    watching.push(frames);
    return { state, loop, events, frames };
  }

  it('counts nothing before the shaders have compiled', () => {
    const { state, events } = watched();
    drawFrame();
    drawFrame();
    gpuCatchesUp();
    expect(state.frames.last).toBe(0);
    expect(events).toEqual([]);
  });

  it('announces the first frame once the GPU has run it, and only once', () => {
    const { loop, events } = watched();
    loop.set({ compiled: true });
    drawFrame();
    expect(events, 'queued, not yet run').toEqual([]);
    gpuCatchesUp();
    expect(events).toEqual([{ type: 'ready' }]);
    drawFrame();
    drawFrame();
    gpuCatchesUp();
    expect(events).toEqual([{ type: 'ready' }]);
  });

  it('announces a restored context after the next frame the GPU has run', () => {
    const { loop, events, frames } = watched();
    loop.set({ compiled: true });
    drawFrame();
    gpuCatchesUp();
    frames.announce({ type: 'context-restored' });
    expect(events).toEqual([{ type: 'ready' }]);
    drawFrame();
    gpuCatchesUp();
    expect(events).toEqual([{ type: 'ready' }, { type: 'context-restored' }]);
  });

  it('tells the page when a new look has been drawn', () => {
    const { state, loop, events } = watched();
    loop.set({ compiled: true });
    drawFrame();
    state.lookVersion += 1;
    drawFrame();
    expect(events).toContainEqual({ type: 'dressed', version: state.lookVersion });
  });

  it('rests once the story has settled at its end, not before, and never frozen in time', () => {
    const resting = watched(desktop, maxScroll(desktop));
    resting.loop.set({ compiled: true });
    drawFrame();
    expect(resting.loop.gates.resting).toBe(true);

    resting.frames.stop();
    const reading = watched(desktop, 1500);
    reading.loop.set({ compiled: true });
    drawFrame();
    expect(reading.loop.gates.resting).toBe(false);

    reading.frames.stop();
    const still = watched(desktop, maxScroll(desktop));
    still.state.fixedTime = 2.6;
    still.loop.set({ compiled: true });
    drawFrame();
    expect(still.loop.gates.resting).toBe(false);
  });

  it('stops: no more frames counted, and a pending announcement is dropped', () => {
    const { state, loop, events, frames } = watched();
    loop.set({ compiled: true });
    drawFrame();
    frames.stop();
    gpuCatchesUp();
    const counted = state.frames.last;
    drawFrame();
    expect(events).toEqual([]);
    expect(state.frames.last).toBe(counted);
  });
});
