// A throwaway worker that only asks whether WebGL2 works here, so the answer costs the page nothing.
import { classifyWebgl2 } from './webgl-support';

const support =
  typeof OffscreenCanvas === 'undefined'
    ? 'missing'
    : classifyWebgl2((caveat) =>
        new OffscreenCanvas(1, 1).getContext('webgl2', { failIfMajorPerformanceCaveat: caveat }),
      );
postMessage(support);
close();
