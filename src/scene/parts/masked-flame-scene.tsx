import { useFrame } from '@react-three/fiber';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Vector3 } from 'three';
import { AdaptiveResolution } from './adaptive-resolution';
import { Backdrop } from './backdrop';
import { Embers } from './embers';
import { Jungle } from './jungle';
import { SceneClock } from './scene-clock';
import { Veil } from './veil';
import { Warrior } from './warrior';
import { belowTheHero, type SceneState } from '../scene-state';

// The beats below the hero bring props of their own: fetched once the reader heads there.
const StoryProps = lazy(() =>
  import('./story-props').then((module) => ({ default: module.StoryProps })),
);

/** True once the story has gone below the hero: set once, never per frame. */
function useHeadedBelow(state: SceneState): boolean {
  const [below, setBelow] = useState(() => (state.fixedStory ?? 0) > belowTheHero);
  useFrame(() => {
    if (!below && state.story.target > belowTheHero) setBelow(true);
  });
  return below;
}

/** The Masked Flame in the night jungle, and the story told below the hero. */
export function MaskedFlameScene({ state }: { state: SceneState }) {
  // Where the crest fire is in the world this frame; the warrior writes it, lights and embers read it.
  const flameWorld = useMemo(() => new Vector3(0, 1.5, 0.4), []);
  const below = useHeadedBelow(state);
  return (
    <>
      <SceneClock state={state} />
      {state.fixedTime === null ? <AdaptiveResolution state={state} /> : null}
      <Backdrop state={state} />
      <Jungle state={state} />
      <Warrior state={state} flameWorld={flameWorld} />
      <Embers state={state} flameWorld={flameWorld} />
      {below ? (
        <Suspense fallback={null}>
          <StoryProps state={state} flameWorld={flameWorld} />
        </Suspense>
      ) : null}
      <Veil state={state} />
    </>
  );
}
