import { describe, expect, it, vi } from 'vitest';
import type { SceneStart } from '../../../src/scene/protocol';
import { rootConfig, startScene } from '../../../src/scene/scene-runtime';
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
    expect(controller.renderer).toBeNull();
    expect(controller.diagnostics()).toMatchObject({ drawCalls: 0, frames: 0, drawing: false });
    expect(controller.takeFrames()).toEqual({ intervals: [], scriptMs: [] });
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

  it('follows the Animation control and the tab, and stays disposed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = startScene(canvasWithoutWebgl(), start, () => {});
    const loop = () => controller.diagnostics().loop;
    controller.setPlaying(false);
    expect(loop()).toBe('paused');
    controller.setInputs({ scrollY: 500, pointerX: 0, pointerY: 0 });
    expect(loop()).toBe('paused');
    controller.setPlaying(true);
    expect(loop()).toBe('starting');
    controller.setActive(false);
    expect(loop()).toBe('hidden');
    controller.setActive(true);
    expect(loop()).toBe('starting');
    await controller.dispose();
    expect(loop()).toBe('disposed');
    controller.setPlaying(true);
    controller.setActive(true);
    expect(loop()).toBe('disposed');
  });
});
