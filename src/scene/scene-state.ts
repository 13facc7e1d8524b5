import type { SceneInputs } from './protocol';

const frameSamples = 240;

/**
 * Everything that changes every frame lives here, in one plain mutable object the scene reads
 * inside useFrame: no React state is touched per frame.
 */
export interface SceneState {
  /** Where the host says the inputs are; the rig eases towards them. */
  inputs: SceneInputs;
  /** The eased inputs the scene actually shows. */
  eased: SceneInputs;
  /** Uniforms shared by every material (one object, updated once per frame). */
  uniforms: {
    uTime: { value: number };
    /** 0 calm … 1 full flare: grows as the visitor scrolls through the hero. */
    uFlare: { value: number };
  };
  /** The host's capped pixel ratio, and the share of it the performance monitor allows. */
  baseDpr: number;
  quality: number;
  /** Set for still renders: time stands at this many seconds and inputs do not ease. */
  fixedTime: number | null;
  /** Recent frame intervals in ms, read by the bench. */
  frames: { intervals: Float32Array; count: number; last: number };
}

export function createSceneState(
  inputs: SceneInputs,
  baseDpr: number,
  fixedTime: number | null = null,
): SceneState {
  return {
    inputs: { ...inputs },
    eased: { ...inputs },
    uniforms: { uTime: { value: fixedTime ?? 0 }, uFlare: { value: inputs.scroll } },
    baseDpr,
    quality: 1,
    fixedTime,
    frames: { intervals: new Float32Array(frameSamples), count: 0, last: 0 },
  };
}

export function recordFrame(state: SceneState, now: number): void {
  const { frames } = state;
  if (frames.last > 0) {
    frames.intervals[frames.count % frameSamples] = now - frames.last;
    frames.count += 1;
  }
  frames.last = now;
}

export function medianFrameMs(state: SceneState): number | null {
  const { intervals, count } = state.frames;
  const n = Math.min(count, frameSamples);
  if (n === 0) return null;
  const sorted = Array.from(intervals.subarray(0, n)).sort((a, b) => a - b);
  return sorted[Math.floor(n / 2)] ?? null;
}
