import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { type Group, PlaneGeometry } from 'three';
import { createFlameMaterial } from '../materials/flame-material';
import type { SceneState } from '../scene-state';
import { useDisposable } from './use-disposable';

/**
 * The living flame on the mask's crown: a wide outer fire and a brighter, quicker inner one, both
 * turned to face the camera as the warrior turns, and stretched as the flare rises.
 */
export function FlameCrest({ state, turn }: { state: SceneState; turn: () => number }) {
  const group = useRef<Group>(null);
  const geometry = useDisposable(() => new PlaneGeometry(1, 1).translate(0, 0.5, 0));
  const outer = useDisposable(() => createFlameMaterial(state, { seed: 3.1, intensity: 1.25 }));
  const inner = useDisposable(() =>
    createFlameMaterial(state, { seed: 11.7, intensity: 1.6, speed: 1.35 }),
  );

  useFrame(() => {
    const flame = group.current;
    if (!flame) return;
    flame.rotation.y = -turn();
    const flare = state.uniforms.uFlare.value;
    flame.scale.set(1 + 0.15 * flare, 1 + 0.45 * flare, 1);
  });

  return (
    <group ref={group} position={[0, 0.5, 0.12]}>
      <mesh geometry={geometry} material={outer} scale={[2, 2.8, 1]} renderOrder={2} />
      <mesh
        geometry={geometry}
        material={inner}
        position={[0, 0.05, 0.06]}
        scale={[1.2, 1.9, 1]}
        renderOrder={3}
      />
    </group>
  );
}
