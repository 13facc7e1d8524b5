import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { BufferGeometry, Group, Material } from 'three';
import type { SceneState } from '../scene-state';

interface GearProps {
  state: SceneState;
  /** A unit cone standing on its base, shared with the crest's spikes. */
  blade: BufferGeometry;
  material: Material;
}

/**
 * The gear the Character section names: a heartwood glaive slung across his back, its ember tip
 * over the shoulder. It comes out with the wings, so the hero's picture stays as the still shows it.
 */
export function Gear({ state, blade, material }: GearProps) {
  const root = useRef<Group>(null);
  useFrame(() => {
    const shown = state.pose.wings;
    if (!root.current) return;
    root.current.visible = shown > 0.01;
    root.current.scale.setScalar(0.3 + 0.7 * shown);
  });
  return (
    <group ref={root} position={[0.1, 0.05, -0.38]} rotation={[0, 0, 0.62]} visible={false}>
      <mesh geometry={blade} material={material} position={[0, -1.5, 0]} scale={[1.1, 2.4, 1.1]} />
      <mesh geometry={blade} material={material} position={[0, 0.85, 0]} scale={[3.2, 1.1, 1.6]} />
    </group>
  );
}
