import { applyUpdate, type SceneUpdate as Update } from './apply-update';
import { exposeScene, withdrawScene } from './debug';
import type { HostMessage, SceneEvent, SceneStart } from './protocol';
import type { SceneController } from './scene-runtime';

/** One way to talk to the scene, whether it runs in a worker or on this thread. */
export interface ScenePort {
  send(message: Update): void;
  close(): void;
}

/**
 * A worker whose scene is disposed waits here for the next visit to the hero instead of ending: ending a worker makes the main thread join its thread, which first waits for the GPU to
 * release the context (seconds on a busy software GPU), and three.js is already parsed in it.
 */
let parked: { worker: Worker; disposed: Promise<void> } | null = null;

/** Disposes the worker's scene and parks the worker; `disposed` settles once it has let go. */
function park(worker: Worker) {
  worker.onmessage = null;
  worker.onerror = null;
  const disposed = new Promise<void>((resolve) => {
    const onDisposed = (message: MessageEvent<SceneEvent>) => {
      if (message.data.type !== 'disposed') return;
      worker.removeEventListener('message', onDisposed);
      resolve();
    };
    worker.addEventListener('message', onDisposed);
  });
  worker.postMessage({ type: 'dispose' } satisfies HostMessage);
  if (parked) worker.terminate();
  else parked = { worker, disposed };
}

/** Hands the canvas to a worker: everything three.js does happens off the main thread. */
export function openWorkerPort(
  canvas: HTMLCanvasElement,
  start: SceneStart,
  onEvent: (event: SceneEvent) => void,
): ScenePort {
  const offscreen = canvas.transferControlToOffscreen();
  const reused = parked;
  parked = null;
  const worker =
    reused?.worker ??
    new Worker(new URL('./scene.worker.ts', import.meta.url), {
      type: 'module',
      name: 'emberwild-scene',
    });
  let closed = false;
  let broken = false;
  worker.onmessage = (message: MessageEvent<SceneEvent>) => {
    if (!closed) onEvent(message.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    broken = true;
    if (!closed) onEvent({ type: 'failed', message: event.message || 'scene worker failed' });
  };
  const message: HostMessage = { type: 'start', canvas: offscreen, ...start };
  let waiting: Update[] | null = [];
  const begin = () => {
    if (closed) return;
    worker.postMessage(message, [offscreen]);
    for (const update of waiting ?? []) worker.postMessage(update);
    waiting = null;
  };
  // A parked worker starts the next scene only once it has let go of the last one: Firefox stops
  // updating the page (no frames, no transitions, no resize observers) when a new canvas starts
  // drawing in a worker while the old context there is still being released.
  if (reused) void reused.disposed.then(begin);
  else begin();
  return {
    send: (update) => (waiting ? waiting.push(update) : worker.postMessage(update)),
    close() {
      if (closed) return;
      closed = true;
      // A worker that never loaded holds no context: ending it costs nothing.
      if (broken) return worker.terminate();
      park(worker);
    },
  };
}

/** Runs the scene on this thread, for browsers that cannot render WebGL2 in a worker. */
export function openMainThreadPort(
  canvas: HTMLCanvasElement,
  start: SceneStart,
  onEvent: (event: SceneEvent) => void,
): ScenePort {
  let closed = false;
  let pending: Update[] = [];
  let controller: SceneController | null = null;
  const apply = (update: Update) => {
    if (controller) applyUpdate(controller, update);
  };
  import('./scene-runtime')
    .then(({ startScene }) => {
      if (closed) return;
      controller = startScene(canvas, start, (event) => {
        if (!closed) onEvent(event);
      });
      exposeScene(controller);
      pending.forEach(apply);
      pending = [];
    })
    .catch((error: unknown) => {
      if (!closed) onEvent({ type: 'failed', message: String(error) });
    });
  return {
    send(update) {
      if (controller) apply(update);
      else pending.push(update);
    },
    close() {
      closed = true;
      withdrawScene();
      void controller?.dispose();
    },
  };
}
