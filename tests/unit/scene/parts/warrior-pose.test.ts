import { Group, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { poseWarrior } from '../../../../src/scene/parts/warrior-pose';
import { createSceneState } from '../../../../src/scene/scene-state';

const flameLocal = new Vector3(0, 1.15, 0.35);

function posed({ turn = 0, nod = 0, pointerX = 0, pointerY = 0, time = 0 }) {
  const state = createSceneState({
    inputs: { scrollY: 0, pointerX, pointerY },
    layout: null,
    baseDpr: 1,
  });
  state.pose.turn = turn;
  state.pose.nod = nod;
  state.pointer.x = pointerX;
  state.pointer.y = pointerY;
  state.uniforms.uTime.value = time;
  const body = new Group();
  const head = new Group();
  head.position.y = 0.35;
  body.add(head);
  const flameWorld = new Vector3();
  poseWarrior(state, { body, head }, flameLocal, flameWorld);
  return { body, head, flameWorld };
}

describe('poseWarrior', () => {
  it('stands facing the camera at rest', () => {
    const { body, head, flameWorld } = posed({});
    expect(body.rotation.y).toBe(0);
    expect(head.rotation.y).toBe(0);
    expect(flameWorld.x).toBeCloseTo(0);
    expect(flameWorld.y).toBeCloseTo(0.35 + 1.15);
  });

  it('turns as a person turns: the body most of the way, the head the rest', () => {
    const { body, head } = posed({ turn: 1 });
    expect(body.rotation.y).toBeCloseTo(0.78);
    expect(head.rotation.y).toBeCloseTo(0.22);
  });

  it('follows the pointer a little, and nods with the story', () => {
    const { body, head } = posed({ pointerX: 1, pointerY: 1, nod: 0.1 });
    expect(body.rotation.y).toBeCloseTo(0.1);
    expect(head.rotation.y).toBeCloseTo(0.14);
    expect(head.rotation.x).toBeCloseTo(-0.08 + 0.1);
    expect(body.position.y).toBeCloseTo(-0.1);
  });

  it('carries the crest fire with the head, so its light falls where it burns', () => {
    const { flameWorld } = posed({ turn: 1.5 });
    expect(flameWorld.x).toBeGreaterThan(0.2);
    expect(flameWorld.length()).toBeCloseTo(new Vector3(0, 1.5, 0.35).length(), 1);
  });

  it('leaves a part not yet mounted alone', () => {
    const state = createSceneState({
      inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
      layout: null,
      baseDpr: 1,
    });
    const flameWorld = new Vector3(9, 9, 9);
    poseWarrior(state, { body: null, head: null }, flameLocal, flameWorld);
    expect(flameWorld.toArray()).toEqual([9, 9, 9]);
  });
});
