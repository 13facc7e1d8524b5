import { useEffect, useState, type RefObject } from 'react';
import { watchReveal, type RevealBatch } from './reveal-observer';

/** idle: as rendered on the server (visible); hidden: waiting below the fold; shown: revealed. */
export type RevealPhase = 'idle' | 'hidden' | 'shown';

export interface RevealState {
  phase: RevealPhase;
  /** Seconds to wait before revealing, from the element's place in its batch. */
  delay: number;
  /** Reveal without animating (the visitor turned reduced motion on meanwhile). */
  instant: boolean;
}

const IDLE: RevealState = { phase: 'idle', delay: 0, instant: false };

/**
 * The reveal state of one element. It stays `idle` through server rendering and hydration, so the
 * first client render matches the HTML; only an effect (after hydration) may hide the element.
 */
export function useReveal(ref: RefObject<Element | null>, batch: RevealBatch | null): RevealState {
  const [state, setState] = useState<RevealState>(IDLE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchReveal(
      element,
      batch,
      () => setState({ phase: 'hidden', delay: 0, instant: false }),
      (delay, instant) => setState({ phase: 'shown', delay, instant }),
    );
  }, [ref, batch]);
  return state;
}
