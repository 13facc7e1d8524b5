// A throwaway worker that only asks whether WebGL2 works here, and on what: the answer costs the
// page nothing. The page ends it once it has answered.
import { classifyWebgl2 } from './webgl-support';

postMessage(
  typeof OffscreenCanvas === 'undefined'
    ? 'missing'
    : classifyWebgl2((caveat) =>
        new OffscreenCanvas(1, 1).getContext('webgl2', { failIfMajorPerformanceCaveat: caveat }),
      ),
);
