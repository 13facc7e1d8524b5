import type { ArmoryLook } from '../content/armory-look';
import type { SceneInputs } from './protocol';
import { defaultLook } from './parts/armory-looks';
import { type Pose, restPose } from './story/beats';
import type { StageFrame } from './story/stage-frame';
import type { SceneLayout } from './story/story-position';

const frameSamples = 240;

/**
 * Everything that changes every frame lives here, in one plain mutable object the scene reads
 * inside useFrame: no React state is touched per frame.
 */
export interface SceneState {
  /** Where the host says the scroll and the pointer are. */
  inputs: SceneInputs;
  /** Where the page's parts are; null for a canvas with no page around it (the stills). */
  layout: SceneLayout | null;
  /** Set for stills and tests: the story stands here instead of following the scroll. */
  fixedStory: number | null;
  /** The story position the scroll asks for, and the eased one the scene shows. */
  story: { target: number; eased: number };
  /** The eased pointer, -1…1 on each axis. */
  pointer: { x: number; y: number };
  /** The pose of the eased story position, written once per frame. */
  pose: Pose;
  /** Where the subject is framed this frame, and the veil over the scene. */
  frame: StageFrame;
  /** What the Masked Flame wears; `version` counts changes, so parts restyle only on one. */
  look: ArmoryLook;
  lookVersion: number;
  /** Uniforms shared by every material (one object, updated once per frame). */
  uniforms: {
    uTime: { value: number };
    /** 0 calm … 1 full flare of the crest fire. */
    uFlare: { value: number };
  };
  /** The host's capped pixel ratio, and the share of it the performance monitor allows. */
  baseDpr: number;
  quality: number;
  /** Set for still renders: time stands at this many seconds and inputs do not ease. */
  fixedTime: number | null;
  /** Recent frame intervals in ms, read by the bench; `taken` counts those already handed out. */
  frames: { intervals: Float32Array; count: number; last: number; taken: number };
}

export interface SceneStateOptions {
  inputs: SceneInputs;
  layout: SceneLayout | null;
  baseDpr: number;
  fixedTime?: number | null;
  fixedStory?: number | null;
}

export function createSceneState({
  inputs,
  layout,
  baseDpr,
  fixedTime = null,
  fixedStory = null,
}: SceneStateOptions): SceneState {
  return {
    inputs: { ...inputs },
    layout,
    fixedStory,
    story: { target: fixedStory ?? 0, eased: fixedStory ?? 0 },
    pointer: { x: inputs.pointerX, y: inputs.pointerY },
    pose: restPose(),
    frame: { rect: { x: 0, y: 0, width: 1, height: 1 }, veil: { outside: 0, side: 0, dim: 0 } },
    look: defaultLook,
    lookVersion: 0,
    uniforms: { uTime: { value: fixedTime ?? 0 }, uFlare: { value: 0 } },
    baseDpr,
    quality: 1,
    fixedTime,
    frames: { intervals: new Float32Array(frameSamples), count: 0, last: 0, taken: 0 },
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

/** The median of the last few frame intervals (ms): how fast frames come now; null before any. */
export function recentFrameMs(state: SceneState, last = 6): number | null {
  const { intervals, count } = state.frames;
  const n = Math.min(count, last, frameSamples);
  if (n === 0) return null;
  const recent = Array.from(
    { length: n },
    (_, i) => intervals[(count - 1 - i) % frameSamples] ?? 0,
  );
  return recent.sort((a, b) => a - b)[Math.floor(n / 2)] ?? null;
}

/** The frame intervals recorded since the last call (at most the last 240), oldest first. */
export function takeFrameTimes(state: SceneState): number[] {
  const { intervals, count, taken } = state.frames;
  const n = Math.min(count - taken, frameSamples);
  state.frames.taken = count;
  return Array.from({ length: n }, (_, i) => intervals[(count - n + i) % frameSamples] ?? 0);
}
