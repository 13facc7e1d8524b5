import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cappedDpr, mountScene, restoreWaitMs } from '../../../../src/scene/host/mount-scene';
import { armoryDefaults, lookOf } from '../../../../src/content/armory';
import type { SceneEvent, SceneStart } from '../../../../src/scene/scene-messages';
import { openMainThreadPort, openWorkerPort } from '../../../../src/scene/scene-port';
import { useArmoryStore } from '../../../../src/stores/armory-store';
import * as pageAttributes from '../../../../src/lib/page-attributes';
import { armorySceneLink } from '../../../../src/sections/armory-scene-link';

vi.mock('../../../../src/scene/scene-port', () => ({
  openWorkerPort: vi.fn(),
  openMainThreadPort: vi.fn(),
}));

describe('the pixel ratio cap', () => {
  it('is 1 below 1024 px wide, whatever the screen density', () => {
    expect(cappedDpr(360, 3)).toBe(1);
    expect(cappedDpr(1023, 2)).toBe(1);
  });

  it('follows the screen up to 2 from 1024 px wide', () => {
    expect(cappedDpr(1280, 1)).toBe(1);
    expect(cappedDpr(1440, 1.5)).toBe(1.5);
    expect(cappedDpr(1920, 3)).toBe(2);
  });

  it('takes a screen that reports no density as 1', () => {
    expect(cappedDpr(1440, 0)).toBe(1);
  });
});

/** The page's ResizeObserver: the test says when layout has settled. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe() {}
  disconnect() {
    FakeResizeObserver.all = FakeResizeObserver.all.filter((observer) => observer !== this);
  }
}
const layoutSettles = () => {
  FakeResizeObserver.all.forEach((observer) => observer.callback());
  // The host reads layout in the next frame, not inside the observer's delivery.
  vi.advanceTimersToNextFrame();
};

function fakePort() {
  const port = { send: vi.fn(), close: vi.fn() };
  let onEvent: (event: SceneEvent) => void = () => {};
  let start: SceneStart | undefined;
  const open = (_: HTMLCanvasElement, begin: SceneStart, listen: typeof onEvent) => {
    start = begin;
    onEvent = listen;
    return port;
  };
  vi.mocked(openWorkerPort).mockImplementation(open);
  vi.mocked(openMainThreadPort).mockImplementation(open);
  return {
    port,
    emit: (event: SceneEvent) => onEvent(event),
    get start() {
      return start;
    },
  };
}

const stageElement = () => document.querySelector<HTMLElement>('body > .stage');

describe('mountScene', () => {
  let art: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(openWorkerPort).mockReset();
    vi.mocked(openMainThreadPort).mockReset();
    FakeResizeObserver.all = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    useArmoryStore.setState({ equipped: armoryDefaults });
    art = document.createElement('div');
    document.body.append(art);
    // The stage fills the screen; the art box is the hero's.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return this === art ? new DOMRect(0, 64, 390, 371) : new DOMRect(0, 0, 390.4, 844);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('opens the scene once layout has settled, where the page is', () => {
    fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    expect(openWorkerPort).not.toHaveBeenCalled();
    expect(stageElement()).not.toBeNull();
    layoutSettles();
    expect(openWorkerPort).toHaveBeenCalledTimes(1);
    expect(openMainThreadPort).not.toHaveBeenCalled();
    expect(vi.mocked(openWorkerPort).mock.calls[0]![0]).toBe(stageElement()!.firstElementChild);
    scene.dispose();
  });

  it('puts one hidden canvas first in the page, behind everything else', () => {
    fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    const stage = stageElement()!;
    expect(document.body.firstElementChild).toBe(stage);
    expect(stage).toHaveAttribute('aria-hidden', 'true');
    expect(stage.children).toHaveLength(1);
    expect(stage.firstElementChild).toHaveClass('canvas');
    expect(stage.firstElementChild!.tagName).toBe('CANVAS');
    expect(stage).not.toHaveAttribute('data-live');
    expect(document.documentElement).not.toHaveAttribute(pageAttributes.sceneStage);
    scene.dispose();
  });

  it('makes a new canvas each time, never one already handed to a worker', () => {
    fakePort();
    const first = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    layoutSettles();
    first.dispose();
    const second = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    layoutSettles();
    const [firstCanvas, secondCanvas] = vi
      .mocked(openWorkerPort)
      .mock.calls.map(([canvas]) => canvas);
    expect(secondCanvas).not.toBe(firstCanvas);
    expect(document.querySelectorAll('canvas')).toHaveLength(1);
    expect(secondCanvas!.isConnected).toBe(true);
    second.dispose();
  });

  it('starts the scene with the viewport, the scroll and the layout', () => {
    const opened = fakePort();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(150);
    const scene = mountScene(art, 'main-thread', true, () => {}, armorySceneLink);
    layoutSettles();
    expect(openMainThreadPort).toHaveBeenCalledTimes(1);
    expect(opened.start).toMatchObject({
      viewport: { width: 390, height: 844, dpr: 1 },
      inputs: { scrollY: 150, pointerX: 0, pointerY: 0 },
      layout: { width: 390.4, height: 844, art: { top: 214, left: 0, width: 390, height: 371 } },
      active: true,
      playing: true,
    });
    scene.dispose();
  });

  it('shows the stage once the scene has drawn, and hides it while the context is lost', () => {
    const { emit } = fakePort();
    const report = vi.fn();
    const scene = mountScene(art, 'worker', true, report, armorySceneLink);
    layoutSettles();
    emit({ type: 'ready' });
    expect(report).toHaveBeenLastCalledWith('live');
    expect(stageElement()).toHaveAttribute('data-live');
    expect(document.documentElement).toHaveAttribute(pageAttributes.sceneStage);
    emit({ type: 'context-lost' });
    expect(report).toHaveBeenLastCalledWith('lost');
    expect(stageElement()).not.toHaveAttribute('data-live');
    scene.dispose();
  });

  it('takes the stage down and closes the port when the scene fails', () => {
    const { emit, port } = fakePort();
    const report = vi.fn();
    const scene = mountScene(art, 'worker', true, report, armorySceneLink);
    layoutSettles();
    emit({ type: 'context-lost' });
    vi.advanceTimersByTime(restoreWaitMs);
    expect(report).toHaveBeenLastCalledWith('failed');
    expect(port.close).toHaveBeenCalledTimes(1);
    expect(stageElement()).toBeNull();
    // A later resize does not reopen it.
    layoutSettles();
    expect(openWorkerPort).toHaveBeenCalledTimes(1);
    scene.dispose();
  });

  /** A scene that went live, then lost its context. */
  const liveThenLost = () => {
    const { emit, port } = fakePort();
    const report = vi.fn();
    const scene = mountScene(art, 'worker', true, report, armorySceneLink);
    layoutSettles();
    emit({ type: 'ready' });
    emit({ type: 'context-lost' });
    return { emit, port, report, scene };
  };

  it('waits a few seconds for a lost context, not forever and not at once', () => {
    expect(restoreWaitMs).toBeGreaterThanOrEqual(1000);
    expect(restoreWaitMs).toBeLessThanOrEqual(10_000);
    const { port, report, scene } = liveThenLost();
    vi.advanceTimersByTime(restoreWaitMs - 1);
    expect(report).toHaveBeenLastCalledWith('lost');
    expect(port.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([['live'], ['lost'], ['failed']]);
    scene.dispose();
  });

  it('shows the scene again when the context is restored in time, and does not fail', () => {
    const { emit, port, report, scene } = liveThenLost();
    vi.advanceTimersByTime(restoreWaitMs - 100);
    emit({ type: 'context-restored' });
    expect(report.mock.calls).toEqual([['live'], ['lost'], ['live']]);
    expect(stageElement()).toHaveAttribute('data-live');
    vi.advanceTimersByTime(restoreWaitMs * 4);
    expect(report).toHaveBeenCalledTimes(3);
    expect(port.close).not.toHaveBeenCalled();
    scene.dispose();
  });

  it('once the browser gives the context back, waits for the scene to draw however long it takes', () => {
    const { emit, port, report, scene } = liveThenLost();
    vi.advanceTimersByTime(restoreWaitMs - 100);
    emit({ type: 'context-returned' });
    // Still the image while the scene recompiles and draws: lost, not failed.
    vi.advanceTimersByTime(restoreWaitMs * 4);
    expect(report.mock.calls).toEqual([['live'], ['lost']]);
    expect(stageElement()).not.toHaveAttribute('data-live');
    expect(port.close).not.toHaveBeenCalled();
    emit({ type: 'context-restored' });
    expect(report).toHaveBeenLastCalledWith('live');
    expect(stageElement()).toHaveAttribute('data-live');
    scene.dispose();
  });

  it('fails at once when the scene says it failed', () => {
    const { emit, port } = fakePort();
    const report = vi.fn();
    const scene = mountScene(art, 'worker', true, report, armorySceneLink);
    layoutSettles();
    emit({ type: 'failed', message: 'no WebGL2' });
    expect(report).toHaveBeenCalledExactlyOnceWith('failed');
    expect(port.close).toHaveBeenCalledTimes(1);
    expect(stageElement()).toBeNull();
    scene.dispose();
  });

  it('ignores the scene letting go of its context', () => {
    const { emit, port } = fakePort();
    const report = vi.fn();
    const scene = mountScene(art, 'worker', true, report, armorySceneLink);
    layoutSettles();
    emit({ type: 'disposed' });
    expect(report).not.toHaveBeenCalled();
    expect(port.close).not.toHaveBeenCalled();
    scene.dispose();
  });

  it('never fails once disposed, even while waiting for a lost context', () => {
    const { emit } = fakePort();
    const report = vi.fn();
    const scene = mountScene(art, 'worker', true, report, armorySceneLink);
    layoutSettles();
    emit({ type: 'context-lost' });
    scene.dispose();
    vi.advanceTimersByTime(restoreWaitMs * 2);
    expect(report).not.toHaveBeenCalledWith('failed');
  });

  it('marks the stage with each look the scene has drawn, for the tests and the bench', () => {
    const { emit } = fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    layoutSettles();
    emit({ type: 'dressed', version: 3 });
    expect(stageElement()).toHaveAttribute('data-dressed', '3');
    scene.dispose();
  });

  it('fails when the port cannot open', () => {
    vi.mocked(openWorkerPort).mockImplementation(() => {
      throw new Error('no OffscreenCanvas');
    });
    const report = vi.fn();
    const scene = mountScene(art, 'worker', true, report, armorySceneLink);
    layoutSettles();
    expect(report).toHaveBeenCalledExactlyOnceWith('failed');
    expect(stageElement()).toBeNull();
    scene.dispose();
  });

  it('tells the scene of scrolls and resizes once a frame, and of the tab’s visibility at once', () => {
    const { port } = fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    layoutSettles();
    port.send.mockClear();
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    for (const y of [10, 20, 30]) {
      scrollY.mockReturnValue(y);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(port.send).not.toHaveBeenCalled();
    // The three scrolls in one message, in the next frame.
    vi.advanceTimersToNextFrame();
    expect(port.send).toHaveBeenCalledExactlyOnceWith({
      type: 'inputs',
      inputs: { scrollY: 30, pointerX: 0, pointerY: 0 },
    });
    // A resize: read in the frame after the observer's, the canvas's size with the layout.
    FakeResizeObserver.all.forEach((observer) => observer.callback());
    vi.advanceTimersToNextFrame();
    expect(port.send).toHaveBeenLastCalledWith({
      type: 'layout',
      viewport: { width: 390, height: 844, dpr: 1 },
      layout: expect.objectContaining({ width: 390.4, height: 844 }),
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(port.send).toHaveBeenLastCalledWith({ type: 'active', active: false });
    expect(port.send).toHaveBeenCalledTimes(3);
    scene.dispose();
  });

  it('dresses the scene in the Armory’s set from the start, then in each new one', () => {
    useArmoryStore.getState().equipSet({ ...armoryDefaults, mask: 'moon' });
    const { port } = fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    layoutSettles();
    const looks = () =>
      port.send.mock.calls.flatMap(([update]) => (update.type === 'equip' ? [update.look] : []));
    expect(looks()).toEqual([lookOf({ ...armoryDefaults, mask: 'moon' })]);
    useArmoryStore.getState().equip('wings', 'none');
    expect(looks().at(-1)).toEqual(lookOf({ ...armoryDefaults, mask: 'moon', wings: 'none' }));
    // The same set again is no new look.
    useArmoryStore.getState().equip('wings', 'none');
    expect(looks()).toHaveLength(2);
    scene.dispose();
    useArmoryStore.getState().equip('wings', 'ember');
    expect(looks()).toHaveLength(2);
  });

  it('takes everything down again: the port, the stage and the listeners', () => {
    const { port } = fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    layoutSettles();
    port.send.mockClear();
    scene.dispose();
    expect(port.close).toHaveBeenCalledTimes(1);
    expect(stageElement()).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(pageAttributes.sceneStage);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(500);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
    expect(port.send).not.toHaveBeenCalled();
  });

  it('starts a scene the visitor has paused paused, and never shows its stage', () => {
    const opened = fakePort();
    const report = vi.fn();
    const scene = mountScene(art, 'worker', false, report, armorySceneLink);
    layoutSettles();
    expect(opened.start).toMatchObject({ playing: false });
    opened.emit({ type: 'ready' });
    expect(report).toHaveBeenLastCalledWith('live');
    expect(stageElement()).not.toHaveAttribute('data-live');
    expect(document.documentElement).not.toHaveAttribute(pageAttributes.sceneStage);
    scene.dispose();
  });

  it('pauses the scene and shows the still again when the visitor turns animation off, and back', () => {
    const { emit, port } = fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    layoutSettles();
    emit({ type: 'ready' });
    scene.setPlaying(false);
    expect(port.send).toHaveBeenLastCalledWith({ type: 'playing', playing: false });
    expect(stageElement()).not.toHaveAttribute('data-live');
    expect(document.documentElement).not.toHaveAttribute(pageAttributes.sceneStage);
    scene.setPlaying(true);
    expect(port.send).toHaveBeenLastCalledWith({ type: 'playing', playing: true });
    expect(stageElement()).toHaveAttribute('data-live');
    // Saying it again sends nothing.
    scene.setPlaying(true);
    const told = port.send.mock.calls.filter(([update]) => update.type === 'playing');
    expect(told).toHaveLength(2);
    scene.dispose();
  });

  it('starts the scene as the control is when layout settles, however it was when mounted', () => {
    const opened = fakePort();
    const scene = mountScene(art, 'worker', true, () => {}, armorySceneLink);
    scene.setPlaying(false);
    layoutSettles();
    expect(opened.start).toMatchObject({ playing: false });
    expect(opened.port.send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'playing' }));
    scene.dispose();
  });
});
