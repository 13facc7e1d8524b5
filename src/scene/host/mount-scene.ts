import type { SceneMode } from '../gate/scene-verdict';
import type { SceneInputs, SceneViewport } from '../protocol';
import { listenForScene } from '../scene-channel';
import { openMainThreadPort, openWorkerPort, type ScenePort } from '../scene-port';
import { createInputBatch } from './input-batch';
import { measureLayout } from './measure-layout';
import { listenToPage, observeLayout } from './page-inputs';
import { createStatusTracker, type SceneStatus } from './scene-status';
import { createStage } from './stage';

/** The pixel ratio cap: 1 on phones and small tablets, at most 2 on larger screens. */
export const cappedDpr = (viewportWidth: number, devicePixelRatio: number) =>
  Math.min(devicePixelRatio || 1, viewportWidth < 1024 ? 1 : 2);

const viewportOf = (size: { width: number; height: number }): SceneViewport => ({
  width: Math.max(1, Math.round(size.width)),
  height: Math.max(1, Math.round(size.height)),
  dpr: cappedDpr(window.innerWidth, window.devicePixelRatio),
});

export interface MountedScene {
  /** The visitor's Animation control: off stops every frame and shows the still image again. */
  setPlaying(playing: boolean): void;
  dispose(): void;
}

/**
 * Puts the scene on the page: the stage and its canvas, the port to wherever the scene runs, and
 * what the page tells it (scroll, pointer, layout, visibility). `art` is the hero's art box, where
 * the scene is framed while the hero is read.
 */
export function mountScene(
  art: Element,
  mode: SceneMode,
  playing: boolean,
  report: (status: SceneStatus) => void,
): MountedScene {
  const stage = createStage();
  let port: ScenePort | null = null;
  let failed = false;
  let live = false;
  const fail = () => {
    failed = true;
    report('failed');
    port?.close();
    port = null;
    stage.remove();
  };
  const status = createStatusTracker(
    (next) => {
      live = next === 'live';
      stage.show(live && playing);
      report(next);
    },
    fail,
    // For the tests and the bench: when the scene has drawn what the Armory equipped.
    (version) => (stage.element.dataset.dressed = String(version)),
  );
  const inputs: SceneInputs = { scrollY: window.scrollY, pointerX: 0, pointerY: 0 };
  const visible = () => document.visibilityState === 'visible';
  const batch = createInputBatch((update) => port?.send(update));
  let stopEquipping = () => {};

  const open = (viewport: SceneViewport) => {
    const layout = measureLayout(art, stage.element);
    batch.markSent(inputs);
    try {
      const opener = mode === 'worker' ? openWorkerPort : openMainThreadPort;
      const start = { viewport, inputs: { ...inputs }, layout, active: visible(), playing };
      port = opener(stage.canvas, start, status.onEvent);
    } catch {
      fail();
    }
    // What the Armory had equipped before the scene started.
    stopEquipping();
    stopEquipping = listenForScene((update) => port?.send(update));
  };
  const stopObserving = observeLayout(art, stage.element, (size) => {
    if (failed) return;
    if (!port) return open(viewportOf(size));
    batch.viewport(viewportOf(size));
    batch.layout(measureLayout(art, stage.element));
  });
  const stopListening = listenToPage(
    inputs,
    () => batch.inputs(inputs),
    (shown) => port?.send({ type: 'active', active: shown }),
  );

  return {
    setPlaying(next) {
      if (next === playing) return;
      playing = next;
      port?.send({ type: 'playing', playing });
      stage.show(live && playing);
    },
    dispose() {
      status.dispose();
      stopEquipping();
      batch.cancel();
      stopListening();
      stopObserving();
      port?.close();
      stage.remove();
    },
  };
}
