import { describe, expect, it } from 'vitest';
import { createSceneState, medianFrameMs, recordFrame } from '../../../src/scene/scene-state';

const inputs = { scroll: 0.4, pointerX: -0.5, pointerY: 0.25 };

/** Records frames at the given times, in ms. */
function recordAt(state: ReturnType<typeof createSceneState>, times: number[]) {
  for (const time of times) recordFrame(state, time);
}

describe('createSceneState', () => {
  it('starts eased at the inputs, in copies of its own', () => {
    const state = createSceneState(inputs, 2);
    expect(state.inputs).toEqual(inputs);
    expect(state.eased).toEqual(inputs);
    expect(state.inputs).not.toBe(inputs);
    expect(state.eased).not.toBe(state.inputs);
    expect(state.uniforms.uFlare.value).toBe(0.4);
    expect(state.baseDpr).toBe(2);
    expect(state.quality).toBe(1);
  });

  it('starts time at the frozen moment of a still, or at zero', () => {
    expect(createSceneState(inputs, 1, 2.6).uniforms.uTime.value).toBe(2.6);
    expect(createSceneState(inputs, 1).uniforms.uTime.value).toBe(0);
    expect(createSceneState(inputs, 1).fixedTime).toBeNull();
  });
});

describe('the frame statistics', () => {
  it('have no median before two frames have been drawn', () => {
    const state = createSceneState(inputs, 1);
    expect(medianFrameMs(state)).toBeNull();
    recordFrame(state, 1000);
    expect(state.frames.count).toBe(0);
    expect(medianFrameMs(state)).toBeNull();
  });

  it('count the intervals between frames and take their median', () => {
    const state = createSceneState(inputs, 1);
    recordAt(state, [1000, 1016, 1050, 1066, 1200]);
    expect(state.frames.count).toBe(4);
    // Intervals 16, 34, 16, 134: the slow outlier does not move the median.
    expect(medianFrameMs(state)).toBe(34);
    recordFrame(state, 1216);
    expect(medianFrameMs(state)).toBe(16);
  });

  it('keep only the most recent 240 intervals', () => {
    const state = createSceneState(inputs, 1);
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
