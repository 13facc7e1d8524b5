import type { HostMessage, SceneEvent, SceneStart, SceneUpdate } from './scene-messages';

/** One way to talk to the scene, whether it runs in a worker or on this thread. */
export interface ScenePort {
  send(message: SceneUpdate): void;
  close(): void;
}

/** Hands the canvas to a worker: everything three.js does happens off the main thread. */
export function openWorkerPort(
  canvas: HTMLCanvasElement,
  start: SceneStart,
  onEvent: (event: SceneEvent) => void,
): ScenePort {
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./scene.worker.ts', import.meta.url), {
    type: 'module',
    name: 'emberwild-scene',
  });
  let closed = false;
  worker.onmessage = ({ data }: MessageEvent<SceneEvent>) => {
    // Closed: the worker is ended once its scene has let go of the context.
    if (!closed) onEvent(data);
    else if (data.type === 'disposed') worker.terminate();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (closed) worker.terminate();
    else onEvent({ type: 'failed', message: event.message || 'scene worker failed' });
  };
  const message: HostMessage = { type: 'start', canvas: offscreen, ...start };
  worker.postMessage(message, [offscreen]);
  return {
    send: (update) => worker.postMessage(update),
    close() {
      if (closed) return;
      closed = true;
      worker.postMessage({ type: 'dispose' } satisfies HostMessage);
    },
  };
}

/**
 * Runs the scene on this thread, for browsers that cannot render WebGL2 in a worker. What the page
 * says while the runtime loads waits for it, in order; a port closed by then starts no scene.
 */
export function openMainThreadPort(
  canvas: HTMLCanvasElement,
  start: SceneStart,
  onEvent: (event: SceneEvent) => void,
): ScenePort {
  let closed = false;
  const scene = import('./scene-runtime')
    .then(({ startScene }) => {
      if (!closed) return startScene(canvas, start, (event) => !closed && onEvent(event));
    })
    .catch((error: unknown) => {
      if (!closed) onEvent({ type: 'failed', message: String(error) });
    });
  return {
    send: (update) => void scene.then((controller) => controller?.update(update)),
    close() {
      closed = true;
      void scene.then((controller) => controller?.dispose());
    },
  };
}
