import { addAfterEffect } from '@react-three/fiber';
import type { FrameLoop } from './frame-loop';
import { afterGpuCatchesUp } from './gpu-fence';
import type { SceneEvent } from './protocol';
import { recordFrame, type SceneState } from './scene-state';
import { beatAt, beatNames } from './story/beats';
import { showsNothing } from './story/stage-frame';

/** Closer than this to its target, the eased story counts as settled. */
const settledWithin = 1e-3;

/**
 * Whether there is nothing left to draw until the page moves the story: it has settled at its last
 * beat, or where the veil hides the whole scene.
 */
export function mayRest(state: SceneState, viewportHeight: number): boolean {
  const { story, frame, pointer, inputs } = state;
  if (Math.abs(story.target - story.eased) >= settledWithin) return false;
  // The pointer's parallax eases too: resting mid-way would leave the camera short of it.
  if (Math.abs(pointer.x - inputs.pointerX) >= settledWithin) return false;
  if (Math.abs(pointer.y - inputs.pointerY) >= settledWithin) return false;
  return beatAt(story.target).beat === beatNames.length - 1 || showsNothing(frame, viewportHeight);
}

/**
 * Reports context loss at once; a restored context is blank until it has drawn again, so its
 * restoration is left to `onRestored`. Returns what stops listening.
 */
export function watchContext(
  canvas: EventTarget,
  emit: (event: SceneEvent) => void,
  onRestored: () => void,
): () => void {
  const onLost = () => emit({ type: 'context-lost' });
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  return () => {
    canvas.removeEventListener('webglcontextlost', onLost);
    canvas.removeEventListener('webglcontextrestored', onRestored);
  };
}

type GetContext = () => WebGLRenderingContext | WebGL2RenderingContext | null;

/**
 * After each drawn frame: records its time, announces the first (and the first after a restored
 * context) once the GPU has run it, for the page then swaps its still image for the canvas, and
 * rests at the story's end.
 */
export function watchFrames(
  state: SceneState,
  loop: FrameLoop,
  emit: (event: SceneEvent) => void,
  context: GetContext,
) {
  let announcement: SceneEvent | null = { type: 'ready' };
  let stopWaiting = () => {};
  let dressed = state.lookVersion;
  const stopWatching = addAfterEffect(() => {
    if (!loop.gates.compiled) return;
    recordFrame(state, performance.now());
    if (announcement) {
      const event = announcement;
      announcement = null;
      stopWaiting();
      stopWaiting = afterGpuCatchesUp(context(), () => emit(event));
    }
    if (dressed !== state.lookVersion) {
      dressed = state.lookVersion;
      emit({ type: 'dressed', version: dressed });
    }
    const height = state.layout?.height ?? 0;
    if (state.fixedTime === null && state.layout && mayRest(state, height)) {
      loop.set({ resting: true });
    }
  });
  return {
    /** Announces `event` after the next frame the GPU has run. */
    announce(event: SceneEvent) {
      announcement = event;
    },
    stop() {
      stopWatching();
      stopWaiting();
    },
  };
}
