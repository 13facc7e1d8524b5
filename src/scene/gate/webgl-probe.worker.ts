// A throwaway worker that only asks whether WebGL2 works here, so the answer costs the page nothing.
import { classifyWebgl2 } from './webgl-support';

const contexts: WebGL2RenderingContext[] = [];
const support =
  typeof OffscreenCanvas === 'undefined'
    ? 'missing'
    : classifyWebgl2((caveat) => {
        const gl = new OffscreenCanvas(1, 1).getContext('webgl2', {
          failIfMajorPerformanceCaveat: caveat,
        });
        if (gl) contexts.push(gl);
        return gl;
      });
postMessage(support);
// Give the GPU memory back now, but keep the thread: the page parks this worker instead of ending
// it (see scene-capabilities.ts).
for (const gl of contexts) gl.getExtension('WEBGL_lose_context')?.loseContext();
