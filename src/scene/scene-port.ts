import type { HostMessage, SceneEvent, SceneStart } from './protocol';
import type { SceneController } from './scene-runtime';

type Update = Exclude<HostMessage, { type: 'start' | 'dispose' }>;

/** One way to talk to the scene, whether it runs in a worker or on this thread. */
export interface ScenePort {
  send(message: Update): void;
  close(): void;
}

// A disposing worker closes itself; this only catches one that hangs while doing so.
const terminateAfterMs = 3000;

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
  worker.onmessage = (message: MessageEvent<SceneEvent>) => {
    if (!closed) onEvent(message.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (!closed) onEvent({ type: 'failed', message: event.message || 'scene worker failed' });
  };
  const message: HostMessage = { type: 'start', canvas: offscreen, ...start };
  worker.postMessage(message, [offscreen]);
  return {
    send: (update) => worker.postMessage(update),
    close() {
      if (closed) return;
      closed = true;
      worker.postMessage({ type: 'dispose' } satisfies HostMessage);
      setTimeout(() => worker.terminate(), terminateAfterMs);
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
    if (!controller) return;
    if (update.type === 'viewport') controller.setViewport(update.viewport);
    else if (update.type === 'inputs') controller.setInputs(update.inputs);
    else controller.setActive(update.active);
  };
  import('./scene-runtime')
    .then(({ startScene }) => {
      if (closed) return;
      controller = startScene(canvas, start, (event) => {
        if (!closed) onEvent(event);
      });
      (globalThis as { __emberwildScene?: unknown }).__emberwildScene = controller;
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
      delete (globalThis as { __emberwildScene?: unknown }).__emberwildScene;
      void controller?.dispose();
    },
  };
}
