import type { SceneInputs, SceneUpdate, SceneViewport } from '../protocol';
import type { SceneLayout } from '../story/story-position';

type Pending = {
  inputs?: SceneInputs;
  layout?: SceneLayout;
  viewport?: SceneViewport;
};

const sameInputs = (a: SceneInputs | undefined, b: SceneInputs) =>
  !!a && a.scrollY === b.scrollY && a.pointerX === b.pointerX && a.pointerY === b.pointerY;

/**
 * Collects what the page tells the scene and sends it at most once per animation frame, and only
 * what changed since it was last sent, however fast scroll and pointer events arrive.
 */
export function createInputBatch(
  send: (update: SceneUpdate) => void,
  frames: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'> = window,
) {
  const pending: Pending = {};
  let sent: SceneInputs | undefined;
  let frame = 0;
  const flush = () => {
    frame = 0;
    if (pending.viewport) send({ type: 'viewport', viewport: pending.viewport });
    if (pending.layout) send({ type: 'layout', layout: pending.layout });
    if (pending.inputs && !sameInputs(sent, pending.inputs)) {
      sent = pending.inputs;
      send({ type: 'inputs', inputs: pending.inputs });
    }
    pending.viewport = pending.layout = pending.inputs = undefined;
  };
  const queue = <K extends keyof Pending>(key: K, value: NonNullable<Pending[K]>) => {
    pending[key] = value;
    frame ||= frames.requestAnimationFrame(flush);
  };
  return {
    inputs: (inputs: SceneInputs) => queue('inputs', { ...inputs }),
    layout: (layout: SceneLayout) => queue('layout', layout),
    viewport: (viewport: SceneViewport) => queue('viewport', viewport),
    /** What the scene was last told, so it starts from where the page is. */
    markSent: (inputs: SceneInputs) => (sent = { ...inputs }),
    cancel() {
      frames.cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
