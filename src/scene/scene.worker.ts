// The scene's home when the browser can hand a canvas to a worker: three.js, shader compilation
// and every frame run here, so the page's main thread stays free for the visitor. An uncaught error
// here reaches the page as the Worker's error event (scene-port.ts): the scene has failed.
import type { HostMessage, SceneEvent } from './scene-messages';
import { type SceneController, startScene } from './scene-runtime';

// The DOM typings describe a window; this is the little of a worker's scope the file uses.
interface SceneWorkerScope {
  onmessage: ((message: MessageEvent<HostMessage>) => void) | null;
  postMessage(event: SceneEvent): void;
}

// Every engine that draws WebGL2 in a worker (Chrome 69, Firefox 105, Safari 17) has the worker's
// own animation frames (Chrome 69, Firefox 99, Safari 16.4): r3f's loop runs on them.
const scope = globalThis as unknown as SceneWorkerScope;

const post = (event: SceneEvent) => scope.postMessage(event);
let controller: SceneController | null = null;

scope.onmessage = ({ data }: MessageEvent<HostMessage>) => {
  if (data.type === 'start') controller = startScene(data.canvas, data, post);
  else if (data.type === 'dispose') {
    // The page ends this worker once the scene has let go of its context.
    void (controller?.dispose() ?? Promise.resolve()).then(() => post({ type: 'disposed' }));
    controller = null;
  } else controller?.update(data);
};
