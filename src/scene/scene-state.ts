import type { SceneInputs } from './scene-messages';
import { armoryDefaults, lookOf } from '../content/armory';
import { beatAt, beatNames, restPose } from './story/beats';
import { showsNothing } from './story/stage-frame';
import type { SceneLayout } from './story/story-position';

/**
 * Everything that changes every frame lives here, in one plain mutable object the scene reads
 * inside useFrame: no React state is touched per frame.
 */
export function createSceneState(options: {
  inputs: SceneInputs;
  layout: SceneLayout | null;
  baseDpr: number;
  fixedTime?: number | null;
  fixedStory?: number | null;
}) {
  const { inputs, fixedTime = null, fixedStory = null } = options;
  return {
    /** Where the host says the scroll and the pointer are. */
    inputs: { ...inputs },
    /** Where the page's parts are; null for a canvas with no page around it (the stills). */
    layout: options.layout,
    /** Set for stills and tests: the story stands here instead of following the scroll. */
    fixedStory,
    /** The story position the scroll asks for, and the eased one the scene shows. */
    story: { target: fixedStory ?? 0, eased: fixedStory ?? 0 },
    /** The eased pointer, -1…1 on each axis. */
    pointer: { x: inputs.pointerX, y: inputs.pointerY },
    /** The pose of the eased story position, written once per frame. */
    pose: restPose(),
    /** Where the subject is framed this frame, and the veil over the scene (a StageFrame). */
    frame: {
      rect: { x: 0, y: 0, width: 1, height: 1 },
      subject: { x: 0, y: 0, width: 1, height: 1 },
      veil: { outside: 0, side: 0, dim: 0 },
    },
    /** What the Masked Flame wears; `lookVersion` counts changes, so parts restyle only on one. */
    look: lookOf(armoryDefaults),
    lookVersion: 0,
    /** Uniforms shared by every material (one object, updated once per frame). */
    uniforms: {
      uTime: { value: fixedTime ?? 0 },
      /** 0 calm … 1 full flare of the crest fire. */
      uFlare: { value: 0 },
    },
    /** The host's capped pixel ratio, and the share of it the performance monitor allows. */
    baseDpr: options.baseDpr,
    quality: 1,
    /** Set for still renders: time stands at this many seconds and inputs do not ease. */
    fixedTime,
    /** Frames drawn: the tests tell a scene that draws from one that rests. */
    frames: 0,
    /** Frames drawn since the page last moved something (the scroll, the pointer, a look, time). */
    framesSinceMoved: 0,
    /** Set once a frame has drawn the props of the beats below the hero (their own chunk). */
    storyPropsDrawn: false,
  };
}

export type SceneState = ReturnType<typeof createSceneState>;

/** Closer than this to its target, the eased story counts as settled. */
const settledWithin = 1e-3;

/** Past this story position the reader has headed below the hero, where its props are drawn. */
export const belowTheHero = 0.3;

/** Called in each frame that draws the props below the hero: after one, the scene may rest. */
export function markStoryPropsDrawn(state: SceneState): void {
  state.storyPropsDrawn = true;
}

/**
 * Whether there is nothing left to draw until the page moves the story: it has settled at its last
 * beat, or where the veil hides the whole scene, or anywhere once time is stopped (a test's frozen
 * scene draws the same picture again and again). Below the hero, not before its props are drawn. A
 * canvas with no page around it never rests.
 */
export function mayRest(state: SceneState): boolean {
  const { story, frame, pointer, inputs, layout } = state;
  if (!layout) return false;
  if (Math.abs(story.target - story.eased) >= settledWithin) return false;
  // The pointer's parallax eases too: resting mid-way would leave the camera short of it.
  if (Math.abs(pointer.x - inputs.pointerX) >= settledWithin) return false;
  if (Math.abs(pointer.y - inputs.pointerY) >= settledWithin) return false;
  // The props come in a chunk of their own: resting before would keep a frame without them.
  if (story.target > belowTheHero && !state.storyPropsDrawn) return false;
  // Parts read where others were drawn the frame before (the crest fire's place, world matrices):
  // a second frame after a jump draws the picture the next ones would.
  if (state.fixedTime !== null) return state.framesSinceMoved >= 2;
  return beatAt(story.target).beat === beatNames.length - 1 || showsNothing(frame, layout.height);
}
