/**
 * The capability gate in front of the 3D hero. The scene's code is only requested when this says
 * so; every other visitor keeps the still image and never pays for three.js.
 */

import { reducedMotionQuery } from '../../lib/reduced-motion';
import { classifyWebgl2, type WebglSupport } from './webgl-support';

export type { WebglSupport };

export interface SceneCapabilities {
  reducedMotion: boolean;
  saveData: boolean;
  webgl2: WebglSupport;
  /** WebGL2 works on an OffscreenCanvas in a worker and a page canvas can hand itself over. */
  offscreen: boolean;
}

export type ImageReason = 'reduced-motion' | 'save-data' | 'no-webgl2' | 'performance-caveat';
export type SceneMode = 'worker' | 'main-thread';
export type SceneVerdict =
  { show: 'scene'; mode: SceneMode } | { show: 'image'; reason: ImageReason };

export const imageVerdict = (reason: ImageReason): SceneVerdict => ({ show: 'image', reason });

/** Each condition that rules the scene out wins over the ones after it. */
export function decideScene(capabilities: SceneCapabilities): SceneVerdict {
  if (capabilities.reducedMotion) return imageVerdict('reduced-motion');
  if (capabilities.saveData) return imageVerdict('save-data');
  if (capabilities.webgl2 === 'missing') return imageVerdict('no-webgl2');
  if (capabilities.webgl2 === 'performance-caveat') return imageVerdict('performance-caveat');
  return { show: 'scene', mode: capabilities.offscreen ? 'worker' : 'main-thread' };
}

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The checks that cost nothing: media queries and navigator flags. */
export function readPreferences(
  win: Window,
): Pick<SceneCapabilities, 'reducedMotion' | 'saveData'> {
  const connection = (win.navigator as Navigator & { connection?: NetworkInformationLike })
    .connection;
  return {
    reducedMotion: win.matchMedia(reducedMotionQuery).matches,
    saveData: connection?.saveData === true,
  };
}

/**
 * On the main thread the first WebGL context can block for hundreds of milliseconds while the GPU
 * process starts, so this is only the path for browsers that cannot probe from a worker.
 */
export function probeWebgl2OnMainThread(doc: Document): WebglSupport {
  if (typeof WebGL2RenderingContext === 'undefined') return 'missing';
  return classifyWebgl2((caveat) =>
    doc.createElement('canvas').getContext('webgl2', { failIfMajorPerformanceCaveat: caveat }),
  );
}

export function canHandOverCanvas(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

// A busy GPU process (software raster of a long page, say) can keep a first context waiting for
// seconds; waiting costs the page nothing, so only a device that never answers gets the image.
const probeTimeoutMs = 30_000;

/**
 * The probe worker is parked, never ended: ending a worker makes the main thread join its thread,
 * and that thread first waits for the GPU process to release its context, which takes over a
 * second while the scene is compiling on the same GPU. An idle worker costs far less.
 */
const parkedProbes = new Set<Worker>();

/**
 * Runs the context probe in a throwaway worker: its cost never lands on the main thread. 'timeout'
 * means the device is too busy to answer; it gets the image rather than a main-thread probe.
 */
function probeWebgl2InWorker(): Promise<WebglSupport | 'timeout'> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./webgl-probe.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve('missing');
      return;
    }
    parkedProbes.add(worker);
    const finish = (result: WebglSupport | 'timeout') => {
      clearTimeout(timer);
      worker.onmessage = worker.onerror = null;
      resolve(result);
    };
    const timer = setTimeout(() => finish('timeout'), probeTimeoutMs);
    worker.onmessage = (event: MessageEvent<WebglSupport>) => finish(event.data);
    worker.onerror = () => finish('missing');
  });
}

async function probeCapabilities(): Promise<Pick<SceneCapabilities, 'webgl2' | 'offscreen'>> {
  if (typeof WebGL2RenderingContext === 'undefined') return { webgl2: 'missing', offscreen: false };
  if (canHandOverCanvas()) {
    const inWorker = await probeWebgl2InWorker();
    if (inWorker === 'timeout') return { webgl2: 'missing', offscreen: false };
    if (inWorker !== 'missing') return { webgl2: inWorker, offscreen: inWorker === 'ok' };
  }
  // No WebGL2 in a worker here (older engines): the scene, if any, runs on the main thread.
  return { webgl2: probeWebgl2OnMainThread(document), offscreen: false };
}

let probed: Promise<Pick<SceneCapabilities, 'webgl2' | 'offscreen'>> | undefined;

/** The full gate. The GPU probe runs once per page load; preferences are read every time. */
export async function gateScene(win: Window = window): Promise<SceneVerdict> {
  const preferences = readPreferences(win);
  if (preferences.reducedMotion || preferences.saveData) {
    return decideScene({ ...preferences, webgl2: 'missing', offscreen: false });
  }
  probed ??= probeCapabilities();
  return decideScene({ ...preferences, ...(await probed) });
}
