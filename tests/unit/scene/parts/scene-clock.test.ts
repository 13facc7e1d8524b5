import { describe, expect, it } from 'vitest';
import { advance, followStory } from '../../../../src/scene/parts/scene-clock';
import { createSceneState, type SceneState } from '../../../../src/scene/scene-state';
import { poseAt } from '../../../../src/scene/story/beats';
import { fullFrame, stageFrameAt } from '../../../../src/scene/story/stage-frame';
import { storyAt } from '../../../../src/scene/story/story-position';
import { desktop, phone } from '../story/layouts';

const scrolledTo = (
  scrollY: number,
  options: Partial<Parameters<typeof createSceneState>[0]> = {},
) =>
  createSceneState({
    inputs: { scrollY, pointerX: 0.5, pointerY: -0.5 },
    layout: desktop,
    baseDpr: 1,
    ...options,
  });

/** Frames of `dt` seconds until `frames` have passed. */
function run(state: SceneState, frames: number, dt = 1 / 60) {
  for (let i = 0; i < frames; i++) advance(state, dt);
}

describe('advance', () => {
  it('takes the story the scroll asks for as its target', () => {
    const state = scrolledTo(2721);
    advance(state, 1 / 60);
    expect(state.story.target).toBe(storyAt(2721, desktop));
    expect(Math.floor(state.story.target)).toBe(3);
  });

  it('eases the story towards the scroll: a step at a time, never past it', () => {
    const state = scrolledTo(2721);
    const target = storyAt(2721, desktop);
    advance(state, 1 / 60);
    const first = state.story.eased;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(target * 0.1);
    run(state, 30);
    expect(state.story.eased).toBeGreaterThan(first);
    expect(state.story.eased).toBeLessThan(target);
    run(state, 300);
    expect(state.story.eased).toBeCloseTo(target, 6);
  });

  it('eases the pointer too', () => {
    const state = createSceneState({
      inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
      layout: desktop,
      baseDpr: 1,
    });
    state.inputs.pointerX = 1;
    advance(state, 1 / 60);
    expect(state.pointer.x).toBeGreaterThan(0);
    expect(state.pointer.x).toBeLessThan(0.1);
    run(state, 300);
    expect(state.pointer.x).toBeCloseTo(1, 6);
  });

  it('moves as far in one long frame as in a tenth of a second, after a stall', () => {
    const long = scrolledTo(2721);
    const tenth = scrolledTo(2721);
    advance(long, 3);
    advance(tenth, 0.1);
    expect(long.story.eased).toBe(tenth.story.eased);
    expect(long.uniforms.uTime.value).toBeCloseTo(0.1, 12);
  });

  it('runs time while the scene is live', () => {
    const state = scrolledTo(0);
    run(state, 60);
    expect(state.uniforms.uTime.value).toBeCloseTo(1, 9);
  });

  it('stands still in a still: time frozen, the story and the pointer at once where asked', () => {
    const state = scrolledTo(2721, { fixedTime: 2.5 });
    advance(state, 1 / 60);
    expect(state.uniforms.uTime.value).toBe(2.5);
    expect(state.story.eased).toBe(state.story.target);
    expect(state.story.eased).toBe(storyAt(2721, desktop));
    expect(state.pointer).toEqual({ x: 0.5, y: -0.5 });
  });

  it('holds a fixed story whatever the scroll says', () => {
    const state = scrolledTo(0, { fixedStory: 4.3, fixedTime: 1 });
    advance(state, 1 / 60);
    expect(state.story).toEqual({ target: 4.3, eased: 4.3 });
  });

  it('stays at the start of the story with no page around it', () => {
    const state = scrolledTo(2721, { layout: null });
    run(state, 10);
    expect(state.story).toEqual({ target: 0, eased: 0 });
  });
});

describe('followStory', () => {
  it('poses the scene at the eased story and lights the fire with it', () => {
    const state = scrolledTo(2721);
    state.story.eased = 3.4;
    followStory(state, desktop);
    expect(state.pose).toEqual(poseAt(3.4));
    expect(state.uniforms.uFlare.value).toBe(poseAt(3.4).flare);
  });

  it('frames the scene where the page shows it, at the eased story', () => {
    const state = scrolledTo(200, { layout: phone });
    state.story.eased = 0.3;
    followStory(state, phone);
    expect(state.frame).toEqual(stageFrameAt(200, 0.3, phone));
    expect(state.frame.rect.y).toBeCloseTo(phone.art.top - 200, 9);
  });

  it('frames the whole canvas with no page around it', () => {
    const state = scrolledTo(0, { layout: null, fixedStory: 0 });
    followStory(state, { width: 1440, height: 1620 });
    expect(state.frame).toEqual(fullFrame(1440, 1620));
  });

  it('shows the still image at the top of the page once advanced', () => {
    const state = scrolledTo(0, { fixedTime: 0 });
    advance(state, 1 / 60);
    followStory(state, desktop);
    expect(state.pose).toEqual(poseAt(0));
    expect(state.uniforms.uFlare.value).toBe(0);
  });
});
