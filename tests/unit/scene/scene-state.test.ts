import { describe, expect, it } from 'vitest';
import { armoryDefaults, lookOf } from '../../../src/content/armory';
import { followStory } from '../../../src/scene/parts/scene-clock';
import { createSceneState, mayRest } from '../../../src/scene/scene-state';
import { beatNames, restPose } from '../../../src/scene/story/beats';
import { type SceneLayout, storyAt } from '../../../src/scene/story/story-position';
import { desktop, maxScroll, phone } from './story/layouts';

const inputs = { scrollY: 400, pointerX: -0.5, pointerY: 0.25 };
const options = { inputs, layout: phone, baseDpr: 1 };

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

  it('dresses him in the Armory’s default set until the Armory says otherwise', () => {
    const state = createSceneState(options);
    expect(state.look).toEqual(lookOf(armoryDefaults));
    expect(state.lookVersion).toBe(0);
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

/**
 * A scene scrolled to `scrollY`, its story eased to `eased`, framed as its clock would frame it,
 * with the props of the beats below the hero on the stage.
 */
function sceneAt(layout: SceneLayout, scrollY: number, eased = storyAt(scrollY, layout)) {
  const state = createSceneState({
    inputs: { scrollY, pointerX: 0, pointerY: 0 },
    layout,
    baseDpr: 1,
  });
  state.story.target = storyAt(scrollY, layout);
  state.story.eased = eased;
  state.storyPropsDrawn = true;
  followStory(state, layout);
  return state;
}

const footer = beatNames.indexOf('footer');

describe('mayRest', () => {
  it('rests at the footer once the story has settled there', () => {
    const state = sceneAt(desktop, maxScroll(desktop));
    expect(Math.floor(state.story.target)).toBe(footer);
    expect(mayRest(state)).toBe(true);
  });

  it('does not rest while the story is still easing towards the footer', () => {
    const end = storyAt(maxScroll(desktop), desktop);
    expect(mayRest(sceneAt(desktop, maxScroll(desktop), end - 0.3))).toBe(false);
    expect(mayRest(sceneAt(desktop, maxScroll(desktop), end - 0.002))).toBe(false);
    // Close enough to draw the same picture.
    expect(mayRest(sceneAt(desktop, maxScroll(desktop), end - 0.0005))).toBe(true);
  });

  it('does not rest while the pointer’s parallax is still easing', () => {
    const state = sceneAt(desktop, maxScroll(desktop));
    state.inputs.pointerX = 0.4;
    expect(mayRest(state)).toBe(false);
    state.pointer.x = 0.4;
    state.inputs.pointerY = -0.3;
    expect(mayRest(state)).toBe(false);
    state.pointer.y = -0.3;
    expect(mayRest(state)).toBe(true);
  });

  it('keeps drawing through the story, settled, wherever the scene is seen', () => {
    for (const y of [0, 300, 1500, 3000, 5000, maxScroll(desktop) - 900]) {
      expect(mayRest(sceneAt(desktop, y)), `at ${y}`).toBe(false);
    }
    for (const y of [0, 300, 700, 2000, 6000, maxScroll(phone) - 900]) {
      expect(mayRest(sceneAt(phone, y)), `at ${y}`).toBe(false);
    }
  });

  it('rests where the veil hides the whole scene: a phone reading the hero below its art', () => {
    const state = sceneAt(phone, 480);
    expect(Math.floor(state.story.target)).toBe(0);
    expect(mayRest(state)).toBe(true);
    // Not while the story is still easing there.
    expect(mayRest(sceneAt(phone, 480, storyAt(480, phone) - 0.2))).toBe(false);
  });

  it('does not rest below the hero before its props are drawn: they come in a chunk of their own', () => {
    const state = sceneAt(desktop, maxScroll(desktop));
    state.storyPropsDrawn = false;
    expect(mayRest(state)).toBe(false);
  });

  it('rests anywhere once time is stopped and two frames are drawn where the page asks', () => {
    for (const y of [0, 1500, 5000]) {
      const state = sceneAt(desktop, y);
      state.fixedTime = 2.6;
      state.framesSinceMoved = 1;
      expect(mayRest(state), `at ${y}, one frame drawn`).toBe(false);
      state.framesSinceMoved = 2;
      expect(mayRest(state), `at ${y}`).toBe(true);
      state.inputs.pointerX = 0.4;
      expect(mayRest(state), `at ${y}, the pointer moved`).toBe(false);
    }
  });

  it('never rests on a canvas with no page around it (the stills)', () => {
    const state = sceneAt(desktop, maxScroll(desktop));
    state.layout = null;
    expect(mayRest(state)).toBe(false);
  });
});
