import { useFrame } from '@react-three/fiber';
import { type PerspectiveCamera, Vector3 } from 'three';
import type { SceneState } from '../scene-state';
import { poseAt } from '../story/beats';
import { fullFrame, stageFrameAt } from '../story/stage-frame';
import { storyAt } from '../story/story-position';
import { frameLikeCover } from './cover-framing';

const lookAt = new Vector3();

/**
 * Runs first every frame: advances time, follows the story to the scroll, poses the camera and
 * frames it where the page shows the scene. The pointer adds a small parallax.
 */
export function SceneClock({ state }: { state: SceneState }) {
  useFrame(({ camera, size }, delta) => {
    advance(state, delta);
    followStory(state, size);
    aimCamera(camera as PerspectiveCamera, state);
    frameLikeCover(camera as PerspectiveCamera, size.width, size.height, state.frame.subject);
  });
  return null;
}

/** Eases towards the target at this rate per second: quick enough to keep up with a fling. */
const storyRate = 4;
const pointerRate = 3.5;

const approach = (from: number, to: number, rate: number, dt: number, still: boolean) =>
  still ? to : from + (to - from) * (1 - Math.exp(-dt * rate));

export function advance(state: SceneState, delta: number): void {
  const dt = Math.min(delta, 0.1);
  const still = state.fixedTime !== null;
  if (!still) state.uniforms.uTime.value += dt;
  const { story, pointer, inputs, layout } = state;
  story.target = state.fixedStory ?? (layout ? storyAt(inputs.scrollY, layout) : 0);
  story.eased = approach(story.eased, story.target, storyRate, dt, still);
  pointer.x = approach(pointer.x, inputs.pointerX, pointerRate, dt, still);
  pointer.y = approach(pointer.y, inputs.pointerY, pointerRate, dt, still);
}

export function followStory(state: SceneState, size: { width: number; height: number }): void {
  poseAt(state.story.eased, state.pose);
  state.uniforms.uFlare.value = state.pose.flare;
  if (state.layout)
    stageFrameAt(state.inputs.scrollY, state.story.eased, state.layout, state.frame);
  else fullFrame(size.width, size.height, state.frame);
}

function aimCamera(camera: PerspectiveCamera, { pose, pointer }: SceneState) {
  camera.position.set(pose.camX + pointer.x * 0.32, pose.camY + pointer.y * -0.18, pose.camZ);
  lookAt.set(pose.lookX + pointer.x * 0.08, pose.lookY, pose.lookZ);
  camera.lookAt(lookAt);
}
