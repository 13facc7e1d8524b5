import { describe, expect, it } from 'vitest';
import {
  createSceneState,
  medianFrameMs,
  recordFrame,
  takeFrameTimes,
} from '../../../src/scene/scene-state';
import { restPose } from '../../../src/scene/story/beats';
import { phone } from './story/layouts';

const inputs = { scrollY: 400, pointerX: -0.5, pointerY: 0.25 };
const options = { inputs, layout: phone, baseDpr: 1 };

/** Records frames at the given times, in ms. */
function recordAt(state: ReturnType<typeof createSceneState>, times: number[]) {
  for (const time of times) recordFrame(state, time);
}

describe('createSceneState', () => {
  it('starts from the inputs, in a copy of its own, with the pointer eased to them', () => {
    const state = createSceneState({ ...options, baseDpr: 2 });
    expect(state.inputs).toEqual(inputs);
    expect(state.inputs).not.toBe(inputs);
    expect(state.pointer).toEqual({ x: -0.5, y: 0.25 });
    expect(state.layout).toBe(phone);
    expect(state.baseDpr).toBe(2);
    expect(state.quality).toBe(1);
  });

  it('starts the story at its beginning, posed and lit as the still', () => {
    const state = createSceneState(options);
    expect(state.story).toEqual({ target: 0, eased: 0 });
    expect(state.fixedStory).toBeNull();
    expect(state.pose).toEqual(restPose());
    expect(state.uniforms.uFlare.value).toBe(0);
    expect(state.frame.veil).toEqual({ outside: 0, side: 0, dim: 0 });
  });

  it('starts a still of a beat at that beat, eased there already', () => {
    const state = createSceneState({ ...options, layout: null, fixedStory: 3.4 });
    expect(state.fixedStory).toBe(3.4);
    expect(state.story).toEqual({ target: 3.4, eased: 3.4 });
    expect(state.layout).toBeNull();
  });

  it('starts time at the frozen moment of a still, or at zero', () => {
    expect(createSceneState({ ...options, fixedTime: 2.6 }).uniforms.uTime.value).toBe(2.6);
    expect(createSceneState(options).uniforms.uTime.value).toBe(0);
    expect(createSceneState(options).fixedTime).toBeNull();
  });

  it('gives each scene its own pose and frame', () => {
    const a = createSceneState(options);
    const b = createSceneState(options);
    expect(a.pose).not.toBe(b.pose);
    expect(a.frame.rect).not.toBe(b.frame.rect);
    expect(a.story).not.toBe(b.story);
  });
});

describe('the frame statistics', () => {
  it('have no median before two frames have been drawn', () => {
    const state = createSceneState(options);
    expect(medianFrameMs(state)).toBeNull();
    recordFrame(state, 1000);
    expect(state.frames.count).toBe(0);
    expect(medianFrameMs(state)).toBeNull();
  });

  it('count the intervals between frames and take their median', () => {
    const state = createSceneState(options);
    recordAt(state, [1000, 1016, 1050, 1066, 1200]);
    expect(state.frames.count).toBe(4);
    // Intervals 16, 34, 16, 134: the slow outlier does not move the median.
    expect(medianFrameMs(state)).toBe(34);
    recordFrame(state, 1216);
    expect(medianFrameMs(state)).toBe(16);
  });

  it('keep only the most recent 240 intervals', () => {
    const state = createSceneState(options);
    let now = 1;
    const advance = (ms: number, frames: number) => {
      for (let i = 0; i < frames; i++) recordFrame(state, (now += ms));
    };
    advance(50, 241);
    expect(medianFrameMs(state)).toBe(50);
    advance(10, 240);
    expect(state.frames.count).toBe(480);
    expect(medianFrameMs(state)).toBe(10);
  });
});

describe('takeFrameTimes', () => {
  it('hands out the intervals drawn since it was last asked, oldest first', () => {
    const state = createSceneState(options);
    expect(takeFrameTimes(state)).toEqual([]);
    recordAt(state, [1000, 1016, 1050]);
    expect(takeFrameTimes(state)).toEqual([16, 34]);
    expect(takeFrameTimes(state)).toEqual([]);
    recordAt(state, [1066, 1100]);
    expect(takeFrameTimes(state)).toEqual([16, 34]);
  });

  it('hands out at most the last 240, still oldest first', () => {
    const state = createSceneState(options);
    let now = 1;
    for (let i = 1; i <= 300; i++) recordFrame(state, (now += i));
    const times = takeFrameTimes(state);
    expect(times).toHaveLength(240);
    // The 300th frame is drawn 300 ms after the 299th: intervals 61 … 300 were kept.
    expect(times[0]).toBe(61);
    expect(times.at(-1)).toBe(300);
    expect(medianFrameMs(state)).toBe(181);
  });
});
