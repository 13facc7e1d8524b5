import { useFrame } from '@react-three/fiber';
import { PlaneGeometry, type Vector3 } from 'three';
import { markStoryPropsDrawn, type SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';
import { AllocationEmbers } from './allocation-embers';
import { Realms } from './realms';
import { RoadmapPath } from './roadmap-path';

/**
 * The props of the beats below the hero: the realms and the Flame Key, the allocation's embers,
 * the roadmap's path. A chunk of their own, fetched once the reader heads below the hero.
 */
export function StoryProps({ state, flameWorld }: { state: SceneState; flameWorld: Vector3 }) {
  const quad = useDisposable(() => new PlaneGeometry(1, 1));
  useFrame(() => markStoryPropsDrawn(state));
  return (
    <>
      <Realms state={state} quad={quad} flameWorld={flameWorld} />
      <AllocationEmbers state={state} quad={quad} flameWorld={flameWorld} />
      <RoadmapPath state={state} quad={quad} flameWorld={flameWorld} />
    </>
  );
}
