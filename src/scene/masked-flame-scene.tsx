import { useMemo } from 'react';
import { Vector3 } from 'three';
import { AdaptiveResolution } from './parts/adaptive-resolution';
import { Backdrop } from './parts/backdrop';
import { Embers } from './parts/embers';
import { Jungle } from './parts/jungle';
import { SceneClock } from './parts/scene-clock';
import { Warrior } from './parts/warrior';
import type { SceneState } from './scene-state';

/** The hero scene: the Masked Flame in the night jungle. */
export function MaskedFlameScene({ state }: { state: SceneState }) {
  // Where the crest fire is in the world this frame; the warrior writes it, lights and embers read it.
  const flameWorld = useMemo(() => new Vector3(0, 1.5, 0.4), []);
  return (
    <>
      <SceneClock state={state} />
      {state.fixedTime === null ? <AdaptiveResolution state={state} /> : null}
      <Backdrop state={state} />
      <Jungle state={state} />
      <Warrior state={state} flameWorld={flameWorld} />
      <Embers state={state} flameWorld={flameWorld} />
    </>
  );
}
