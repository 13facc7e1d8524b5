import type { RootState } from '@react-three/fiber';
import { Scene } from 'three';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../../src/scene/scene-diagnostics';
import { createSceneState } from '../../../src/scene/scene-state';

/** A renderer as far as the diagnostics read it. */
const renderer = () =>
  ({
    info: {
      render: { calls: 7, triangles: 1200 },
      memory: { geometries: 3, textures: 1 },
      programs: [{}, {}, {}, {}],
    },
  }) as unknown as RootState['gl'];

describe('diagnose', () => {
  const state = () =>
    createSceneState({
      inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
      layout: null,
      baseDpr: 1,
    });

  it('reports zeros before the renderer exists, and the story where it is', () => {
    const scene = state();
    scene.story.target = 1.5;
    scene.story.eased = 1.2;
    const report = diagnose(undefined, scene, 'starting');
    expect(report).toMatchObject({ drawCalls: 0, triangles: 0, programs: 0, dpr: 0 });
    expect(report).toMatchObject({ textures: 0, geometries: 0 });
    expect(report).toMatchObject({ story: 1.5, shownStory: 1.2, beat: 'character' });
    expect(report).toMatchObject({ loop: 'starting', drawing: false });
  });

  it('reads the renderer: draw calls, triangles, programs, textures and geometries', () => {
    const three = {
      gl: renderer(),
      scene: new Scene(),
      viewport: { dpr: 0.5 },
    } as unknown as RootState;
    expect(diagnose(three, state(), 'playing')).toMatchObject({
      drawCalls: 7,
      triangles: 1200,
      programs: 4,
      textures: 1,
      geometries: 3,
      dpr: 0.5,
    });
  });

  it.each(['starting', 'settled', 'paused', 'hidden', 'disposed'] as const)(
    'says what the loop does, and that it is not drawing while %s',
    (loop) => {
      expect(diagnose(undefined, state(), loop)).toMatchObject({ loop, drawing: false });
    },
  );

  it('counts as drawing only while playing', () => {
    expect(diagnose(undefined, state(), 'playing')).toMatchObject({
      loop: 'playing',
      drawing: true,
    });
  });
});
