import type { RootState } from '@react-three/fiber';
import { describe, expect, it, vi } from 'vitest';
import { createFrameLoop } from '../../../src/scene/frame-loop';
import { createInputYield } from '../../../src/scene/input-yield';
import {
  compileFirst,
  controlScene,
  rootConfig,
  type Running,
} from '../../../src/scene/scene-runtime';
import { createSceneState } from '../../../src/scene/scene-state';
import { poseAt } from '../../../src/scene/story/beats';

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

/** r3f's root state as far as the controller and the compile step use it. */
function fakeThree() {
  return {
    setSize: vi.fn(),
    setDpr: vi.fn(),
    setFrameloop: vi.fn(),
    invalidate: vi.fn(),
    clock: { getDelta: vi.fn() },
    gl: { compileAsync: vi.fn(async () => {}) },
    scene: {},
    camera: {},
  };
}

function running() {
  const three = fakeThree();
  const store = { getState: () => three } as unknown as Store;
  const state = createSceneState({
    inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
    layout: null,
    baseDpr: 1,
  });
  const loop = createFrameLoop(() => three as unknown as RootState);
  loop.set({ active: true, compiled: true });
  const parts: Running = {
    canvas: {} as OffscreenCanvas,
    state,
    loop,
    frames: { announce: vi.fn(), stop: vi.fn() },
    inputYield: createInputYield(state, loop),
    store: () => store,
    wake: () => loop.gates.resting && loop.set({ resting: false }),
    stopWatchingContext: vi.fn(),
  };
  return { three, store, state, loop, controller: controlScene(parts) };
}

type Store = Parameters<typeof compileFirst>[0];

describe('controlScene', () => {
  it('takes the scroll and the pointer in, and wakes a resting scene to show them', () => {
    const { state, loop, controller } = running();
    loop.set({ resting: true });
    controller.setInputs({ scrollY: 640, pointerX: 0.2, pointerY: -0.1 });
    expect(state.inputs).toEqual({ scrollY: 640, pointerX: 0.2, pointerY: -0.1 });
    expect(loop.gates.resting).toBe(false);
  });

  it('sizes the renderer to the viewport, at the quality the scene draws at', () => {
    const { three, state, controller } = running();
    state.quality = 0.5;
    controller.setViewport({ width: 390, height: 844, dpr: 3 });
    expect(three.setSize).toHaveBeenCalledWith(390, 844);
    expect(three.setDpr).toHaveBeenLastCalledWith(1.5);
    controller.setViewport({ width: 390, height: 844, dpr: 0.8 });
    expect(three.setDpr).toHaveBeenLastCalledWith(0.5);
  });

  it('dresses the character in the next frame, even a scene paused for the press', () => {
    const { three, state, loop, controller } = running();
    loop.set({ yielding: true });
    const version = state.lookVersion;
    const look = { ...state.look };
    controller.equip(look);
    expect(state.look).toBe(look);
    expect(state.lookVersion).toBe(version + 1);
    expect(loop.gates.yielding).toBe(false);
    expect(three.invalidate).toHaveBeenCalled();
  });

  it('freezes time where the tests ask, and lets it run again', () => {
    const { state, controller } = running();
    controller.freeze(2.6);
    expect(state.fixedTime).toBe(2.6);
    expect(state.uniforms.uTime.value).toBe(2.6);
    controller.freeze(null);
    expect(state.fixedTime).toBeNull();
  });

  it('restarts a paused loop with a fresh clock, so the scene does not jump forward', () => {
    const { three, loop, controller } = running();
    controller.setActive(false);
    expect(loop.gates.active).toBe(false);
    expect(three.clock.getDelta).not.toHaveBeenCalled();
    controller.setActive(true);
    expect(three.clock.getDelta).toHaveBeenCalled();
    expect(loop.gates.active).toBe(true);
  });
});

describe('compileFirst', () => {
  it('compiles every shader before the first frame', async () => {
    const { three, store, state, loop } = running();
    await compileFirst(store, state, loop, false);
    expect(three.gl.compileAsync).toHaveBeenCalledWith(three.scene, three.camera);
    expect(state.quality).toBe(1);
    expect(loop.targetMs).toBeCloseTo(1000 / 60);
  });

  it('starts a software GPU at half resolution and 20 frames a second', async () => {
    const { three, store, state, loop } = running();
    state.baseDpr = 2;
    await compileFirst(store, state, loop, true);
    expect(state.quality).toBe(0.5);
    expect(three.setDpr).toHaveBeenCalledWith(1);
    expect(loop.targetMs).toBe(50);
  });
});
