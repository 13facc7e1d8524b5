/**
 * The capability probes of the gate in front of the 3D hero (scene-verdict.ts decides). A chunk of
 * its own, fetched once the page has loaded: no page's HTML names it.
 */
import { reducedMotionQuery } from '../../lib/reduced-motion';
import type { SceneCapabilities } from './scene-verdict';
import { classifyWebgl2, type WebglSupport } from './webgl-support';

/** The checks that cost nothing: media queries and navigator flags. */
export function readPreferences(win: Window) {
  const { connection } = win.navigator as { connection?: { saveData?: boolean } };
  return {
    reducedMotion: win.matchMedia(reducedMotionQuery).matches,
    saveData: connection?.saveData === true,
  };
}

/**
 * Whether the browser has WebGL2 at all, asked with `in`: reading the global (`typeof` does) makes
 * Chromium build the interface and its hundreds of members on the main thread, in a load where the
 * scene then runs in a worker (docs/performance.md, "The main thread's long tasks").
 */
const hasWebgl2 = () => 'WebGL2RenderingContext' in globalThis;

/**
 * On the main thread the first WebGL context can block while the GPU process starts, so this is
 * only the path for browsers that cannot probe from a worker.
 */
export function probeWebgl2OnMainThread(doc: Document): WebglSupport {
  if (!hasWebgl2()) return 'missing';
  return classifyWebgl2((caveat) =>
    doc.createElement('canvas').getContext('webgl2', { failIfMajorPerformanceCaveat: caveat }),
  );
}

// A device that never answers gets the image rather than a probe on the main thread.
const probeTimeoutMs = 30_000;

/** Runs the context probe in a throwaway worker, ended once it answers. */
function probeWebgl2InWorker(): Promise<WebglSupport | 'timeout'> {
  return new Promise<WebglSupport | 'timeout'>((resolve) => {
    // Written out in one expression: Vite bundles a worker only where it sees this exact form.
    const worker = new Worker(new URL('./webgl-probe.worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = (result: WebglSupport | 'timeout') => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish('timeout'), probeTimeoutMs);
    worker.onmessage = (event: MessageEvent<WebglSupport>) => finish(event.data);
    worker.onerror = () => finish('missing');
  }).catch(() => 'missing');
}

type Probed = Pick<SceneCapabilities, 'webgl2' | 'offscreen'>;
let probed: Promise<Probed> | undefined;

async function probeCapabilities(): Promise<Probed> {
  if (!hasWebgl2()) return { webgl2: 'missing', offscreen: false };
  const canHandOverCanvas =
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype;
  if (canHandOverCanvas) {
    const inWorker = await probeWebgl2InWorker();
    if (inWorker === 'timeout') return { webgl2: 'missing', offscreen: false };
    if (inWorker !== 'missing') return { webgl2: inWorker, offscreen: true };
  }
  // No WebGL2 in a worker here (older engines): the scene, if any, runs on the main thread.
  return { webgl2: probeWebgl2OnMainThread(document), offscreen: false };
}

/** What this browser can do and what the visitor prefers. The GPU probe runs once per page load. */
export async function readCapabilities(win: Window = window): Promise<SceneCapabilities> {
  probed ??= probeCapabilities();
  return { ...readPreferences(win), ...(await probed) };
}
