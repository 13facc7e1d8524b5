import { describe, expect, it } from 'vitest';
import { followStory } from '../../../src/scene/parts/scene-clock';
import { mayRest, rootConfig } from '../../../src/scene/scene-runtime';
import { createSceneState, type SceneState } from '../../../src/scene/scene-state';
import { beatNames, poseAt } from '../../../src/scene/story/beats';
import { storyAt } from '../../../src/scene/story/story-position';
import { desktop, maxScroll, phone } from './story/layouts';
import type { SceneLayout } from '../../../src/scene/story/story-position';

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

describe('rootConfig', () => {
  it('starts the camera where the story starts: the still image’s view', () => {
    const { camera } = rootConfig({ width: 800, height: 900, dpr: 1 });
    const pose = poseAt(0);
    expect(camera.position).toEqual([pose.camX, pose.camY, pose.camZ]);
    expect(camera.fov).toBe(34);
  });

  it('starts with the loop stopped, sized to the viewport', () => {
    const config = rootConfig({ width: 390, height: 844, dpr: 1 });
    expect(config.frameloop).toBe('never');
    expect(config.size).toEqual({ width: 390, height: 844, top: 0, left: 0 });
    expect(config.gl.preserveDrawingBuffer).toBe(false);
    expect(rootConfig({ width: 1, height: 1, dpr: 1 }, true).gl.preserveDrawingBuffer).toBe(true);
  });

  it('antialiases only below a pixel ratio of 1.5', () => {
    expect(rootConfig({ width: 390, height: 844, dpr: 1 }).gl.antialias).toBe(true);
    expect(rootConfig({ width: 1440, height: 900, dpr: 1.5 }).gl.antialias).toBe(false);
    expect(rootConfig({ width: 1440, height: 900, dpr: 2 }).gl.antialias).toBe(false);
  });

  it('never antialiases on a software GPU', () => {
    expect(rootConfig({ width: 390, height: 844, dpr: 1 }, false, true).gl.antialias).toBe(false);
  });
});
