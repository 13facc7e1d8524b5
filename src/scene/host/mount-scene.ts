import { lookOf, type EquippedSet } from '../../content/armory';
import type { SceneMode } from '../gate/scene-verdict';
import type { SceneEvent, SceneInputs, SceneViewport } from '../scene-messages';
import { openMainThreadPort, openWorkerPort, type ScenePort } from '../scene-port';
import { type ArmoryBoxes, measureLayout } from './measure-layout';
import { listenToPage, observeLayout } from './page-inputs';
import styles from './stage.module.css';
import { keepInView } from '../../lib/keep-in-view';
import * as pageAttributes from '../../lib/page-attributes';

/** What the page shows: the scene once it has drawn, the still image otherwise. */
export type SceneStatus = 'loading' | 'live' | 'lost' | 'failed';

// A lost context that the browser has not given back by then will not come back. Once it is back,
// the scene is waited for however long it takes to draw again (recompiling every shader, on a slow
// device several seconds).
export const restoreWaitMs = 5000;

/** The pixel ratio cap: 1 on phones and small tablets, at most 2 on larger screens. */
export const cappedDpr = (viewportWidth: number, devicePixelRatio: number) =>
  Math.min(devicePixelRatio || 1, viewportWidth < 1024 ? 1 : 2);

/**
 * What the scene follows of the Armory, given where it is mounted (sections/armory-scene-link.ts):
 * the set the visitor has equipped, and where its lists and their sticky stage are.
 */
export interface ArmoryLink {
  /** Calls `dress` with the set equipped now, then with every change; returns the way to stop. */
  follow(dress: (set: EquippedSet) => void): () => void;
  /** The Armory's item lists and the stage above them; null where the page has none. */
  boxes(): ArmoryBoxes | null;
}

const viewportOf = (size: { width: number; height: number }): SceneViewport => ({
  width: Math.max(1, Math.round(size.width)),
  height: Math.max(1, Math.round(size.height)),
  dpr: cappedDpr(window.innerWidth, window.devicePixelRatio),
});

/**
 * The one canvas, in a layer fixed to the screen behind the whole page: the scene stays with the
 * reader from the hero to the footer. Created here rather than rendered, so a remount never reuses
 * a canvas already handed to a worker, and the pre-rendered HTML never holds it.
 */
function createStage() {
  const stage = document.createElement('div');
  stage.className = styles.stage ?? '';
  stage.setAttribute('aria-hidden', 'true');
  // What tests and diagnostics find the stage by: it has no role, being a picture for the eyes only.
  stage.setAttribute(pageAttributes.stage, '');
  const canvas = document.createElement('canvas');
  canvas.className = styles.canvas ?? '';
  stage.append(canvas);
  document.body.prepend(stage);
  const show = (live: boolean) => {
    stage.toggleAttribute(pageAttributes.stageLive, live);
    // On a phone the sections' moments open and close with it: the reader stays where they are.
    keepInView(() => document.documentElement.toggleAttribute(pageAttributes.sceneStage, live));
  };
  const remove = () => {
    show(false);
    stage.remove();
  };
  return { stage, canvas, show, remove };
}

/**
 * Puts the scene on the page: the stage, the port to wherever the scene runs, and what the page
 * tells it. `art` is the hero's art box, where the scene is framed while the hero is read; `armory`
 * what the Masked Flame wears and where a phone frames him while he is dressed. A lost
 * context shows the still again; one not restored in time counts as failed, and a failed scene is
 * taken down for good.
 */
export function mountScene(
  art: Element,
  mode: SceneMode,
  playing: boolean,
  report: (status: SceneStatus) => void,
  armory: ArmoryLink,
) {
  const { stage, canvas, show, remove } = createStage();
  let port: ScenePort | null = null;
  let live = false;
  let restoreTimer: ReturnType<typeof setTimeout> | undefined;
  let stopEquipping = () => {};
  const takeDown = () => {
    clearTimeout(restoreTimer);
    stopEquipping();
    stopListening();
    stopObserving();
    port?.close();
    port = null;
    remove();
  };
  const fail = () => {
    report('failed');
    takeDown();
  };
  const onEvent = (event: SceneEvent) => {
    switch (event.type) {
      case 'failed':
        return fail();
      case 'dressed':
        // For the tests and the bench: when the scene has drawn what the Armory equipped.
        stage.setAttribute(pageAttributes.stageDressed, String(event.version));
        return;
      case 'context-returned':
        return clearTimeout(restoreTimer);
      case 'ready':
      case 'context-restored':
      case 'context-lost':
        clearTimeout(restoreTimer);
        live = event.type !== 'context-lost';
        if (!live) restoreTimer = setTimeout(fail, restoreWaitMs);
        show(live && playing);
        report(live ? 'live' : 'lost');
    }
  };
  const inputs: SceneInputs = { scrollY: window.scrollY, pointerX: 0, pointerY: 0 };
  const dress = (set: EquippedSet) => port?.send({ type: 'equip', look: lookOf(set) });

  const open = (viewport: SceneViewport) => {
    const layout = measureLayout(art, stage, armory.boxes());
    try {
      const opener = mode === 'worker' ? openWorkerPort : openMainThreadPort;
      const active = document.visibilityState === 'visible';
      port = opener(canvas, { viewport, inputs: { ...inputs }, layout, active, playing }, onEvent);
      stopEquipping = armory.follow(dress);
    } catch {
      fail();
    }
  };
  const stopObserving = observeLayout(art, stage, (size) => {
    if (!port) return open(viewportOf(size));
    const layout = measureLayout(art, stage, armory.boxes());
    port.send({ type: 'layout', viewport: viewportOf(size), layout });
  });
  const stopListening = listenToPage(
    inputs,
    (next) => port?.send({ type: 'inputs', inputs: next }),
    (shown) => port?.send({ type: 'active', active: shown }),
  );

  return {
    /** The visitor's Animation control: off stops every frame and shows the still image again. */
    setPlaying(next: boolean) {
      if (next === playing) return;
      playing = next;
      port?.send({ type: 'playing', playing });
      show(live && playing);
    },
    dispose: takeDown,
  };
}

export type MountedScene = ReturnType<typeof mountScene>;
