import type { SceneEvent } from '../protocol';

/** What the page shows: the scene once it has drawn, the still image otherwise. */
export type SceneStatus = 'loading' | 'live' | 'lost' | 'failed';

// A lost context that the browser has not given back by then will not come back.
export const restoreWaitMs = 5000;

/**
 * Turns the scene's events into what the page shows. A lost context shows the still image again,
 * and one not restored in time counts as failed.
 */
export function createStatusTracker(
  report: (status: SceneStatus) => void,
  fail: () => void,
  onDressed: (version: number) => void = () => {},
) {
  let restoreTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    onEvent(event: SceneEvent) {
      switch (event.type) {
        case 'ready':
        case 'context-restored':
          clearTimeout(restoreTimer);
          report('live');
          break;
        case 'context-lost':
          report('lost');
          restoreTimer = setTimeout(fail, restoreWaitMs);
          break;
        case 'failed':
          fail();
          break;
        case 'dressed':
          onDressed(event.version);
          break;
      }
    },
    dispose: () => clearTimeout(restoreTimer),
  };
}
