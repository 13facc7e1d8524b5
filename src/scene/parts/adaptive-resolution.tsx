import { PerformanceMonitor } from '@react-three/drei/core/PerformanceMonitor';
import { useThree } from '@react-three/fiber';
import { useCallback } from 'react';
import type { SceneState } from '../scene-state';

const lowestQuality = 0.5;

/** Records the share of the capped pixel ratio allowed, and returns the ratio to use. */
function setQuality(state: SceneState, quality: number): number {
  // A frozen scene (a still, a test) keeps its resolution, so its pictures compare.
  if (state.fixedTime === null) state.quality = quality;
  return Math.max(0.5, state.baseDpr * state.quality);
}

/**
 * Lowers the pixel ratio when frames come too slowly and raises it back, never above the host's
 * cap (1 below 1024 px wide, 2 above).
 */
export function AdaptiveResolution({ state }: { state: SceneState }) {
  const setDpr = useThree((three) => three.setDpr);
  const apply = useCallback(
    (quality: number) => setDpr(setQuality(state, quality)),
    [setDpr, state],
  );
  return (
    <PerformanceMonitor
      flipflops={4}
      onDecline={() => apply(Math.max(lowestQuality, state.quality - 0.2))}
      onIncline={() => apply(Math.min(1, state.quality + 0.1))}
      onFallback={() => apply(lowestQuality)}
    />
  );
}
