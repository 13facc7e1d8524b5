import type * as r3fModule from '@react-three/fiber';
import { addAfterEffect, createRoot, unmountComponentAtNode } from '@react-three/fiber';
import type { ReactElement } from 'react';
import { Scene, type Vector2 } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { armoryDefaults, lookOf } from '../../../src/content/armory';
import type { SceneStart } from '../../../src/scene/scene-messages';
import { rootConfig, type SceneDebugScope, startScene } from '../../../src/scene/scene-runtime';
import type { SceneState } from '../../../src/scene/scene-state';
import { poseAt } from '../../../src/scene/story/beats';
import { phone } from './story/layouts';

// r3f as it is, unless a test stands a root in for a canvas that draws (fakeRoot).
vi.mock('@react-three/fiber', async (importOriginal) => {
  const r3f = await importOriginal<typeof r3fModule>();
  return {
    ...r3f,
    createRoot: vi.fn(r3f.createRoot),
    addAfterEffect: vi.fn(r3f.addAfterEffect),
    unmountComponentAtNode: vi.fn(r3f.unmountComponentAtNode),
  };
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
    expect(config.dpr).toBe(1);
  });

  it('keeps the drawing buffer only where asked (the stills read it back)', () => {
    expect(rootConfig({ width: 390, height: 844, dpr: 1 }).gl.preserveDrawingBuffer).toBe(false);
    expect(rootConfig({ width: 1, height: 1, dpr: 1 }, true).gl.preserveDrawingBuffer).toBe(true);
  });

  it('antialiases at every size and pixel ratio', () => {
    for (const dpr of [0.5, 1, 1.5, 2, 3]) {
      expect(rootConfig({ width: 1440, height: 900, dpr }).gl.antialias).toBe(true);
    }
  });
});

/** A canvas on which the browser refuses WebGL: every context comes back null. */
const canvasWithoutWebgl = () =>
  Object.assign(new EventTarget(), {
    width: 300,
    height: 150,
    style: {},
    getContext: () => null,
  }) as unknown as OffscreenCanvas;

const start: SceneStart = {
  viewport: { width: 390, height: 844, dpr: 1 },
  inputs: { scrollY: 0, pointerX: 0, pointerY: 0 },
  layout: null,
  active: true,
  playing: true,
};

describe('startScene', () => {
  it('reports a canvas without WebGL as a failure instead of throwing, and draws nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const emit = vi.fn();
    const controller = startScene(canvasWithoutWebgl(), start, emit);
    await vi.waitFor(() => expect(emit).toHaveBeenCalled());
    expect(emit).toHaveBeenCalledExactlyOnceWith({
      type: 'failed',
      message: expect.stringMatching(/WebGL/) as string,
    });
    expect(controller.three).toBeNull();
    expect(controller.diagnostics()).toMatchObject({ drawCalls: 0, frames: 0, drawing: false });
    await controller.dispose();
  });

  it('starts as the page says: paused by the visitor, or in a hidden tab', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loopOf = (controller: ReturnType<typeof startScene>) => controller.diagnostics().loop;
    const paused = startScene(canvasWithoutWebgl(), { ...start, playing: false }, () => {});
    const hidden = startScene(canvasWithoutWebgl(), { ...start, active: false }, () => {});
    const shown = startScene(canvasWithoutWebgl(), start, () => {});
    expect([loopOf(paused), loopOf(hidden), loopOf(shown)]).toEqual([
      'paused',
      'hidden',
      'starting',
    ]);
    await Promise.all([paused.dispose(), hidden.dispose(), shown.dispose()]);
  });

  it('is the debug handle the tests and the bench read, until it is disposed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = globalThis as SceneDebugScope;
    const first = startScene(canvasWithoutWebgl(), start, () => {});
    expect(scope.__emberwildScene).toBe(first);
    const second = startScene(canvasWithoutWebgl(), start, () => {});
    expect(scope.__emberwildScene).toBe(second);
    // A scene that was replaced leaves its successor's handle alone.
    await first.dispose();
    expect(scope.__emberwildScene).toBe(second);
    await second.dispose();
    expect(scope.__emberwildScene).toBeUndefined();
  });

  it('follows the Animation control and the tab, and stays disposed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = startScene(canvasWithoutWebgl(), start, () => {});
    const loop = () => controller.diagnostics().loop;
    controller.update({ type: 'playing', playing: false });
    expect(loop()).toBe('paused');
    controller.update({ type: 'inputs', inputs: { scrollY: 500, pointerX: 0, pointerY: 0 } });
    expect(loop()).toBe('paused');
    controller.update({ type: 'playing', playing: true });
    expect(loop()).toBe('starting');
    controller.update({ type: 'active', active: false });
    expect(loop()).toBe('hidden');
    controller.update({ type: 'active', active: true });
    expect(loop()).toBe('starting');
    await controller.dispose();
    expect(loop()).toBe('disposed');
    controller.update({ type: 'playing', playing: true });
    controller.update({ type: 'active', active: true });
    expect(loop()).toBe('disposed');
  });
});

/** r3f's root on a canvas that draws: the test says when a frame has been drawn. */
function fakeRoot() {
  const three = {
    gl: { compileAsync: async () => {}, getDrawingBufferSize: (size: Vector2) => size.set(1, 1) },
    scene: new Scene(),
    clock: { getDelta: () => 0 },
    viewport: { dpr: 1 },
    setSize: vi.fn(),
    setDpr: vi.fn(),
    setFrameloop: vi.fn(),
  };
  // It draws all it is given at once: the props below the hero too, which a page fetches first.
  const render = (scene: ReactElement<{ state: SceneState }>) => {
    scene.props.state.storyPropsDrawn = true;
    return { getState: () => three };
  };
  const root = { configure: async () => {}, render };
  vi.mocked(createRoot).mockReturnValueOnce(root as never);
  vi.mocked(unmountComponentAtNode).mockImplementationOnce((_, done) => done?.(undefined as never));
  let afterFrame: (timestamp: number) => void = () => {};
  vi.mocked(addAfterEffect).mockImplementationOnce((callback) => {
    afterFrame = callback;
    return () => {};
  });
  return { three, drawFrame: () => afterFrame(performance.now()) };
}

/**
 * A scene at rest at its last beat. The page is told it is ready after its second frame (the
 * browser starts a frame once it has taken the one before), and it rests only then.
 */
async function settledScene(emit = vi.fn()) {
  const root = fakeRoot();
  const options = { ...start, layout: phone, fixedStory: 99 };
  const controller = startScene(canvasWithoutWebgl(), options, emit);
  await vi.waitFor(() => expect(controller.diagnostics().loop).toBe('playing'));
  root.drawFrame();
  expect(emit).not.toHaveBeenCalledWith({ type: 'ready' });
  expect(controller.diagnostics().loop).toBe('playing');
  root.drawFrame();
  expect(emit).toHaveBeenCalledExactlyOnceWith({ type: 'ready' });
  expect(controller.diagnostics().loop).toBe('settled');
  return { ...root, controller };
}

describe('the scene’s updates', () => {
  it.each([
    { type: 'layout', viewport: { width: 800, height: 600, dpr: 2 }, layout: phone },
    { type: 'inputs', inputs: { scrollY: 900, pointerX: 0, pointerY: 0 } },
    { type: 'equip', look: lookOf(armoryDefaults) },
  ] as const)('wake a settled scene to draw $type', async (update) => {
    const { controller, drawFrame } = await settledScene();
    controller.update(update);
    expect(controller.diagnostics().loop).toBe('playing');
    drawFrame();
    expect(controller.diagnostics().loop).toBe('settled');
    await controller.dispose();
  });

  it('size the canvas to the viewport, at the pixel ratio the page allows', async () => {
    const { controller, three } = await settledScene();
    controller.update({
      type: 'layout',
      viewport: { width: 800, height: 600, dpr: 2 },
      layout: phone,
    });
    expect(three.setSize).toHaveBeenLastCalledWith(800, 600);
    expect(three.setDpr).toHaveBeenLastCalledWith(2);
    await controller.dispose();
  });

  it('dress the Masked Flame, and say so once the look is drawn', async () => {
    const emit = vi.fn();
    const { controller, drawFrame } = await settledScene(emit);
    controller.update({ type: 'equip', look: lookOf(armoryDefaults) });
    expect(emit).not.toHaveBeenCalledWith({ type: 'dressed', version: 1 });
    drawFrame();
    expect(emit).toHaveBeenLastCalledWith({ type: 'dressed', version: 1 });
    await controller.dispose();
  });
});
